import { describe, expect, it } from 'vitest';
import { sampleResumeLines } from '../../test-support/sample-documents.ts';
import { readResumeText } from './read-resume-text.ts';

const now = new Date('2025-07-15T12:00:00Z');
const read = (...lines: string[]) => readResumeText(lines.join('\n'), now);

describe('readResumeText: skills', () => {
  it('turns aliases into canonical names, the skills section first and in its order', () => {
    const { skills } = read(
      'Senior engineer building payment apps with Python and Django.',
      'SKILLS',
      'JS, ReactJS, Node, TypeScript (advanced), PostgreSQL and AWS',
      'Design: Figma',
    );
    expect(skills).toEqual([
      'JavaScript',
      'React',
      'Node.js',
      'TypeScript',
      'PostgreSQL',
      'AWS',
      'Figma',
      'Python',
      'Django',
    ]);
  });

  it('orders skills outside a skills section by how many lines mention them, without duplicates', () => {
    const { skills } = read(
      'Built dashboards in Vue.',
      'Wrote Go and Python services.',
      'Python scripts for ETL.',
      'More Python.',
    );
    expect(skills).toEqual(['Python', 'Vue.js', 'Go', 'ETL']);
  });

  it('does not take ambiguous words for skills', () => {
    expect(read('I excel at helping customers go live. R&D team lead.').skills).toEqual([]);
  });

  it('stops at 40 skills', () => {
    const many =
      'JavaScript, TypeScript, Python, Java, Ruby, PHP, Kotlin, Swift, Rust, Scala, Elixir, Haskell, Clojure, Perl, Dart, Lua, React, Angular, Svelte, Django, Flask, Rails, Laravel, Spring Boot, Express, NestJS, Next.js, Nuxt, Redux, GraphQL, PostgreSQL, MySQL, MongoDB, Redis, Kafka, Docker, Kubernetes, Terraform, AWS, Azure, GCP, Figma, Jest';
    const { skills } = read('Skills', many);
    expect(skills).toHaveLength(40);
    expect(skills.slice(0, 3)).toEqual(['JavaScript', 'TypeScript', 'Python']);
  });
});

describe('readResumeText: years of experience', () => {
  it('takes the author’s own count over the dates', () => {
    expect(readResumeText(sampleResumeLines.join('\n'), now).yearsOfExperience).toBe(7);
    expect(
      read('Backend developer with 7+ years’ experience.', 'Experience', 'Dev, Acme, 2020 - Present').yearsOfExperience,
    ).toBe(7);
    expect(read('Accountant with over ten years of professional experience.').yearsOfExperience).toBe(10);
    expect(read('Experience: 12 years').yearsOfExperience).toBe(12);
  });

  it('adds up the experience section’s ranges, Present meaning now', () => {
    const withoutStatement = sampleResumeLines.filter((line) => !/years of experience/.test(line));
    // Jan 2019 - Jul 2025 is 79 months, 2016 - 2018 is 36: 115 months, 9.58 years, rounded down to 9.5.
    expect(readResumeText(withoutStatement.join('\n'), now).yearsOfExperience).toBe(9.5);
  });

  it('counts overlapping ranges once and reads month/year dates', () => {
    const reading = read(
      'WORK EXPERIENCE',
      'Analyst, Bank A, 2015 - 2018',
      'Consultant, Firm B, 06/2017 - 03/2019',
      'Volunteer, 2012 - 2013',
    );
    // 2015 to March 2019 plus 2012-2013: 51 + 24 months.
    expect(reading.yearsOfExperience).toBe(6.2);
  });

  it('leaves out education, and dates still in the future', () => {
    const reading = read(
      'Experience',
      'Support Agent, Helpdesk Co, Sept 2022 to present',
      'Team Lead, Helpdesk Co, Jan 2026 - Dec 2027',
      'Education',
      'BA English, University of Ibadan, 2010 - 2014',
    );
    // Sep 2022 - Jul 2025: 35 months.
    expect(reading.yearsOfExperience).toBe(2.9);
  });

  it('without an experience section, skips lines that name a school', () => {
    expect(
      read('Jane Doe', 'Designer at Studio, 2019 - 2021', 'BSc Design, Lagos State University, 2014 - 2018')
        .yearsOfExperience,
    ).toBe(3);
  });

  it('says nothing when nothing tells', () => {
    expect(
      read('Jane Doe', 'Motivated graduate looking for a first role.', 'Education', 'BSc Maths, 2019 - 2023'),
    ).toEqual({
      skills: [],
      yearsOfExperience: null,
      latestTitle: null,
    });
  });

  it('caps absurd spans at 50 years', () => {
    expect(read('Experience', 'Clerk, 1950 - Present').yearsOfExperience).toBe(50);
  });
});

describe('readResumeText: latest title', () => {
  it('reads the title on the line of the most recent dates', () => {
    const reading = read(
      'Experience',
      'Frontend Developer — Andela, 2016 – 2018',
      'Senior Frontend Engineer — Paystack, Jan 2019 – Present',
    );
    expect(reading.latestTitle).toBe('Senior Frontend Engineer');
  });

  it('reads the title above a line of dates, whichever side of the company it is', () => {
    expect(
      read('Experience', 'Senior Frontend Engineer | Paystack', 'Jan 2019 - Present', '- Led the rebuild').latestTitle,
    ).toBe('Senior Frontend Engineer');
    expect(read('Experience', 'Paystack — Senior Frontend Engineer', 'Jan 2019 - Present').latestTitle).toBe(
      'Senior Frontend Engineer',
    );
    expect(read('Experience', 'Andela | Frontend Developer', '2016 - 2018').latestTitle).toBe('Frontend Developer');
  });

  it('reads a title two lines above or just below the dates, never from a list item', () => {
    expect(
      read('Experience', 'Product Designer', 'Flutterwave', 'Mar 2021 - Now', '- Redesigned the designer handoff')
        .latestTitle,
    ).toBe('Product Designer');
    expect(read('Experience', 'Kuda Bank, Lagos', '2020 - Current', 'DATA ANALYST').latestTitle).toBe('Data Analyst');
  });

  it('picks the role that ended last, wherever it is listed', () => {
    const reading = read(
      'Experience',
      'Junior Developer at Konga, 2014 - 2015',
      'Engineering Manager at Andela, 2017 - 2021',
      'Tech Lead at Gokada, 2015 - 2017',
    );
    expect(reading.latestTitle).toBe('Engineering Manager');
  });

  it('falls back to a headline, then to the summary sentence, title-cased', () => {
    expect(read('Amara Okafor', 'Senior Frontend Engineer · React · TypeScript', 'amara@example.com').latestTitle).toBe(
      'Senior Frontend Engineer',
    );
    expect(read('Amara Okafor', 'Summary', 'Senior frontend engineer with 7 years of experience.').latestTitle).toBe(
      'Senior Frontend Engineer',
    );
    expect(read('Summary', 'Results-driven ui/ux designer who loves research.').latestTitle).toBe('UI/UX Designer');
  });

  it('returns null when no phrase looks like a role', () => {
    expect(
      read('Experience', 'Paystack, Lagos', 'Jan 2019 - Present', '- Worked with product managers').latestTitle,
    ).toBeNull();
  });
});

describe('readResumeText: non-technical resumes', () => {
  it('reads an accountant’s resume', () => {
    const reading = read(
      'Grace Mensah',
      'Accra, Ghana · grace.mensah@example.com',
      'PROFILE',
      'Detail-oriented accountant with over ten years of experience in month-end close and audits.',
      'WORK HISTORY',
      'Kwame & Co Chartered Accountants',
      'Senior Accountant',
      '03/2017 - Current',
      '- Ran the month-end close and bank reconciliation for 30 clients in QuickBooks.',
      'Accounts Payable Clerk, Unilever Ghana, 2012 - 2017',
      'CORE COMPETENCIES',
      'Excel, QuickBooks, Xero, IFRS, Payroll, Accounts Payable',
      'EDUCATION',
      'BSc Accounting, University of Ghana, 2008 - 2012',
    );
    expect(reading.latestTitle).toBe('Senior Accountant');
    expect(reading.yearsOfExperience).toBe(10);
    expect(reading.skills.slice(0, 6)).toEqual(['Excel', 'QuickBooks', 'Xero', 'IFRS', 'Payroll', 'Accounts Payable']);
    expect(reading.skills).toEqual(expect.arrayContaining(['Month-End Close', 'Reconciliation']));
  });

  it('reads a customer support agent’s resume', () => {
    const reading = read(
      'Tunde Bakare',
      'Customer Support Agent',
      'Experience',
      'Customer Support Agent — Flutterwave, Feb 2021 – Present',
      '- Resolved 60+ tickets a day in Zendesk with a 96% CSAT.',
      'Call Center Representative | MTN Nigeria',
      '2018 – 2020',
      'Skills: Zendesk, Intercom, live chat, escalations',
    );
    expect(reading.latestTitle).toBe('Customer Support Agent');
    // Feb 2021 - Jul 2025 (54 months) and 2018 - 2020 (36 months).
    expect(reading.yearsOfExperience).toBe(7.5);
    expect(reading.skills.slice(0, 4)).toEqual(['Zendesk', 'Intercom', 'Live Chat Support', 'Escalation Management']);
  });
});

describe('readResumeText: the shared sample resume', () => {
  it('reads skills, years and title from sampleResumeLines', () => {
    const reading = readResumeText(sampleResumeLines.join('\n'), now);
    expect(reading.latestTitle).toBe('Senior Frontend Engineer');
    expect(reading.skills.slice(0, 7)).toEqual([
      'JavaScript',
      'React',
      'Node.js',
      'TypeScript',
      'PostgreSQL',
      'AWS',
      'Figma',
    ]);
  });
});
