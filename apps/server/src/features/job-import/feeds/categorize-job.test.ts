import { describe, expect, it } from 'vitest';
import { categoryNames } from '@orbit/shared/categories';
import { categorizeJob } from './categorize-job.ts';

describe('categorizeJob by title', () => {
  it.each([
    ['Senior Software Engineer', 'Remote Software Development'],
    ['Full Stack Developer (React, React Native, Node.js)', 'Remote Software Development'],
    ['Lead UI/UX Designer', 'Remote UI/UX Design'],
    ['Product Designer', 'Remote UI/UX Design'],
    ['Senior Front-End Engineer', 'Remote Frontend Development'],
    ['Senior C# and PostgreSQL Backend Developer', 'Remote Backend Development'],
    ['Python Developer', 'Remote Backend Development'],
    ['Staff Site Reliability Engineer', 'Remote DevOps/SRE'],
    ['Senior iOS Developer', 'Remote Mobile Development'],
    ['Data Scientist IV', 'Remote Data Science'],
    ['Cloud Security Architect', 'Remote Cybersecurity'],
    ['Engineering Manager, Platform', 'Remote Engineering/Architecture'],
    ['Electrical Engineer', 'Remote Engineering/Architecture'],
    ['Machine Learning Engineer', 'Remote AI/Machine Learning'],
    ['Senior Data Engineer', 'Remote Data Engineering'],
    ['QA Automation Engineer', 'Remote QA/Testing'],
    ['Senior Product Manager', 'Remote Product Management'],
    ['IT Project Manager', 'Remote Project Management'],
    ['Graphic Designer', 'Remote Design'],
    ['Content Marketing Manager', 'Remote Marketing'],
    ['Senior Sales Engineer, Data Security', 'Remote Sales'],
    ['Inbound Sales Manager - Shopify Projects', 'Remote Sales'],
    ['Technical Support Engineer', 'Remote Customer Support'],
    ['Customer Service Representative', 'Remote Customer Support'],
    ['Freelance Writer', 'Remote Writing/Content'],
    ['Payroll Analyst', 'Remote Finance/Accounting'],
    ['Senior Technical Recruiter', 'Remote HR/Recruiting'],
    ['Executive Assistant', 'Remote Operations'],
    ['Paralegal', 'Remote Legal'],
    ['Online English Tutor', 'Remote Education/Training'],
    ['Registered Nurse (RN) Case Manager', 'Remote Healthcare'],
  ])('%s → %s', (title, category) => {
    expect(categorizeJob({ title })).toBe(category);
  });
});

describe('categorizeJob fallbacks', () => {
  it('uses the source category when the title says nothing', () => {
    expect(categorizeJob({ title: 'Rockstar Ninja', sourceCategory: 'Back-End Programming' })).toBe(
      'Remote Backend Development',
    );
    expect(categorizeJob({ title: 'Rockstar Ninja', sourceCategory: ['DevOps &amp; SysAdmin'] })).toBe(
      'Remote DevOps/SRE',
    );
    expect(categorizeJob({ title: 'Specialist', sourceCategory: 'Medical' })).toBe('Remote Healthcare');
    expect(categorizeJob({ title: 'Specialist', sourceCategory: 'All Other Remote' })).toBe('Other Remote Roles');
  });

  it('lets tags vote: one tag of a short list, or two of a long one', () => {
    expect(categorizeJob({ title: 'Specialist', tags: ['devops'] })).toBe('Remote DevOps/SRE');
    const noisy = ['manager', 'design', 'training', 'support', 'developer', 'testing'];
    expect(categorizeJob({ title: 'Site Start Up Manager', tags: noisy })).toBe('Other Remote Roles');
    expect(categorizeJob({ title: 'Specialist', tags: [...noisy, 'ios', 'android'] })).toBe(
      'Remote Mobile Development',
    );
  });

  it('always answers with one of the 26 names', () => {
    expect(categoryNames).toContain(categorizeJob({ title: '' }));
    expect(categorizeJob({ title: 'Narrative and World Lead' })).toBe('Other Remote Roles');
  });
});
