import { describe, expect, it } from 'vitest';
import { onboardingSkillOptions } from './options.ts';
import { canonicalSkill, extractSkills, skillGroupOf, skillGroups, skillNames, skills } from './skills.ts';

describe('skill list', () => {
  it('has at least 500 unique skills, each in a known group, every group well stocked', () => {
    expect(skills.length).toBeGreaterThanOrEqual(500);
    for (const group of skillGroups)
      expect(skills.filter((s) => s.group === group).length, group).toBeGreaterThanOrEqual(40);
    expect(new Set(skillNames).size).toBe(skillNames.length);
    for (const skill of skills) expect(skillGroups).toContain(skill.group);
    for (const group of skillGroups) expect(skills.some((s) => s.group === group)).toBe(true);
  });

  it('maps every spelling to exactly one skill', () => {
    const owner = new Map<string, string>();
    for (const skill of skills) {
      for (const key of [skill.name, ...skill.aliases].map((k) => k.toLowerCase())) {
        expect(owner.get(key) ?? skill.name, `'${key}' is claimed twice`).toBe(skill.name);
        owner.set(key, skill.name);
      }
    }
  });

  it('covers the 17 onboarding skills under their own names', () => {
    for (const name of onboardingSkillOptions) expect(canonicalSkill(name)).toBe(name);
  });
});

describe('canonicalSkill', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['ReactJS', 'React'],
    ['Node', 'Node.js'],
    ['golang', 'Go'],
    ['  typescript ', 'TypeScript'],
    ['AI/ML', 'Machine Learning'],
    ['ruby/rails', 'Ruby on Rails'],
    ['k8s', 'Kubernetes'],
    ['UI/UX', 'UX/UI Design'],
    ['postgres', 'PostgreSQL'],
    ['NodeJS', 'Node.js'],
    ['node js', 'Node.js'],
    ['React.js', 'React'],
    ['vue', 'Vue.js'],
    ['ES6', 'JavaScript'],
    ['TS', 'TypeScript'],
    ['CSharp', 'C#'],
    ['dotnet', '.NET'],
    ['Rails', 'Ruby on Rails'],
    ['GCP', 'Google Cloud'],
    ['Amazon Web Services', 'AWS'],
    ['sklearn', 'scikit-learn'],
    ['PowerBI', 'Power BI'],
    ['MS Excel', 'Excel'],
    ['customer support', 'Customer Service'],
    ['help desk', 'Technical Support'],
    ['SFDC', 'Salesforce'],
    ['biz dev', 'Business Development'],
    ['search engine optimisation', 'SEO'],
    ['AdWords', 'Google Ads'],
    ['financial modelling', 'Financial Modeling'],
    ['US GAAP', 'GAAP'],
    ['month end close', 'Month-End Close'],
    ['UI/UX Design', 'UX/UI Design'],
    ['Adobe Photoshop', 'Photoshop'],
    ['PMP', 'Project Management'],
    ['team player', 'Teamwork'],
    ['people management', 'Leadership'],
    ['Kiswahili', 'Swahili'],
    ['Wasm', 'WebAssembly'],
    ['RevOps', 'Sales Operations'],
    ['anti-money laundering', 'AML'],
  ])('%s → %s', (alias, name) => {
    expect(canonicalSkill(alias)).toBe(name);
  });

  it('returns null for unknown text and reports groups', () => {
    expect(canonicalSkill('underwater basket weaving')).toBeNull();
    expect(skillGroupOf('golang')).toBe('languages');
    expect(skillGroupOf('Figma')).toBe('design');
    expect(skillGroupOf('Zendesk')).toBe('support');
    expect(skillGroupOf('QuickBooks')).toBe('finance');
    expect(skillGroupOf('HubSpot')).toBe('marketing');
    expect(skillGroupOf('Pipedrive')).toBe('sales');
    expect(skillGroupOf('Empathy')).toBe('soft skills');
  });
});

describe('extractSkills', () => {
  it('finds skills in text with word boundaries and symbols', () => {
    const text = 'We use React, Node.js and PostgreSQL on AWS. C++ and C# are a plus. Vue.js too.';
    expect(extractSkills(text)).toEqual(['React', 'Node.js', 'PostgreSQL', 'AWS', 'C++', 'C#', 'Vue.js']);
  });

  it('does not find Java in JavaScript, Excel in excellent, or React in React Native', () => {
    expect(extractSkills('Excellent JavaScript and React Native skills')).toEqual(['JavaScript', 'React Native']);
    expect(extractSkills('You excel at spreadsheets; Microsoft Excel expert')).toEqual(['Excel']);
  });

  it('needs a technical neighbour for Go, R and C', () => {
    expect(extractSkills("Let's go! Go to market with our C-level team and R&D")).toEqual([]);
    expect(extractSkills('Backend in Python, Go and Rust')).toEqual(['Python', 'Go', 'Rust']);
    expect(extractSkills('Statistics with R and SQL')).toEqual(['Statistics', 'R', 'SQL']);
    expect(extractSkills('Embedded C/C++ firmware')).toEqual(['C', 'C++', 'Embedded Systems']);
    expect(extractSkills('Write services in Golang')).toEqual(['Go']);
  });

  it('reads ambiguous names only in a technical context', () => {
    expect(extractSkills('Please send your CV to Julia in our people team')).toEqual([]);
    expect(extractSkills('Numerical work in Python, Julia and C++')).toEqual(['Python', 'Julia', 'C++']);
    expect(extractSkills('Our head Chef and kitchen team')).toEqual([]);
    expect(extractSkills('Configuration management with Ansible, Chef or Puppet')).toEqual([
      'Ansible',
      'Chef',
      'Puppet',
    ]);
    expect(extractSkills('Join the Phoenix office')).toEqual([]);
    expect(extractSkills('Elixir and Phoenix LiveView')).toEqual(['Elixir', 'Phoenix']);
  });

  it('keeps ordinary words that name products to their product spelling', () => {
    expect(extractSkills('Plan your workday and polish your pitch')).toEqual([]);
    expect(extractSkills('HR data lives in Workday; reports in Excel')).toEqual(['Workday', 'Excel']);
    expect(extractSkills('Polish speaker, also fluent in Swahili', ['polish'])).toEqual(['Polish', 'Swahili']);
    expect(extractSkills('Our billing system and collections of data')).toEqual([]);
  });

  it('prefers the longest name at a position and keeps SOC 2 apart from SOC', () => {
    expect(extractSkills('SOC 2 audits and a 24/7 SOC')).toEqual(['SOC 2', 'Security Operations']);
    expect(extractSkills('Google Cloud Run and Google Cloud')).toEqual(['Google Cloud Run', 'Google Cloud']);
    expect(extractSkills('Zendesk, Gorgias and live chat; Tier 1 support')).toEqual([
      'Zendesk',
      'Gorgias',
      'Live Chat Support',
      'Tier 1 Support',
    ]);
  });

  it('finds non-technical skills in job text', () => {
    expect(extractSkills('Experience with QuickBooks, Xero and month-end close; strong Excel')).toEqual([
      'QuickBooks',
      'Xero',
      'Month-End Close',
      'Excel',
    ]);
    expect(extractSkills('Outbound prospecting with HubSpot and LinkedIn Sales Navigator')).toEqual([
      'Outbound Sales',
      'HubSpot',
      'LinkedIn Sales Navigator',
    ]);
  });

  it('keeps broad skills to tags and phrases', () => {
    expect(extractSkills('Join our sales team and our marketing crew')).toEqual([]);
    expect(extractSkills('5 years of B2B sales and excellent communication skills')).toEqual([
      'Sales',
      'Communication',
    ]);
  });

  it('takes tags first, canonicalised, and drops bare ambiguous tags the text does not support', () => {
    const skillsFound = extractSkills('<p>Our stack: <strong>Django</strong> and Redis.</p>', [
      'Typescript ',
      'go',
      'c',
      'golang',
      'AI/ML',
      'startup',
      'redis',
    ]);
    expect(skillsFound).toEqual(['TypeScript', 'Go', 'Machine Learning', 'Redis', 'Django']);
    expect(extractSkills('Sales role', ['go', 'c', 'excel'])).toEqual(['Excel']);
  });
});
