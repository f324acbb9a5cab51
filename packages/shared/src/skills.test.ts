import { describe, expect, it } from 'vitest';
import { onboardingSkillOptions } from './options.ts';
import { canonicalSkill, extractSkills, skillGroupOf, skillGroups, skillNames, skills } from './skills.ts';

describe('skill list', () => {
  it('has at least 150 unique skills, each in a known group', () => {
    expect(skills.length).toBeGreaterThanOrEqual(150);
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
  ])('%s → %s', (alias, name) => {
    expect(canonicalSkill(alias)).toBe(name);
  });

  it('returns null for unknown text and reports groups', () => {
    expect(canonicalSkill('underwater basket weaving')).toBeNull();
    expect(skillGroupOf('golang')).toBe('languages');
    expect(skillGroupOf('Figma')).toBe('design');
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
    expect(extractSkills('Embedded C/C++ firmware')).toEqual(['C', 'C++']);
    expect(extractSkills('Write services in Golang')).toEqual(['Go']);
  });

  it('keeps broad skills to tags and phrases', () => {
    expect(extractSkills('Join our sales team and our marketing crew')).toEqual([]);
    expect(extractSkills('5 years of B2B sales and excellent communication skills')).toEqual(['Sales', 'Communication']);
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
