import { describe, expect, it } from 'vitest';
import { canonicalSkill } from '../skills.ts';
import { relatedSkillsOf } from './related-skills.ts';
import { judgeSkills, jobSkillsOf } from './skill-overlap.ts';

describe('job skills', () => {
  it('splits required (skills, title, requirements) from merely mentioned (description)', () => {
    const skills = jobSkillsOf({
      title: 'Backend Engineer (Node.js)',
      skills: ['postgres', 'TypeScript'],
      requirements: 'Strong SQL. Experience with AWS.',
      description: 'We deploy with Docker and talk in Slack. PostgreSQL everywhere.',
    });
    expect(skills.required).toEqual(['PostgreSQL', 'TypeScript', 'Node.js', 'SQL', 'AWS']);
    expect(skills.mentioned).toEqual(['Docker']);
  });
});

describe('judgeSkills', () => {
  const job = { required: ['React', 'TypeScript', 'CSS', 'GraphQL', 'Jest'], mentioned: ['Docker'] };

  it('matches canonical names whatever the seeker typed', () => {
    const result = judgeSkills(['reactjs', 'TS', 'css3'], job);
    expect(result.matchedSkills).toEqual(['React', 'TypeScript', 'CSS']);
    expect(result.missingSkills).toEqual(['GraphQL', 'Jest']);
    expect(result.text).toBe('You have 3 of the 5 skills this job asks for: React, TypeScript and CSS.');
    expect(result.effect).toBe('positive');
  });

  it('weighs required skills over mentioned ones and tools over soft skills', () => {
    const required = judgeSkills(['React'], { required: ['React', 'Go'], mentioned: [] }).fit ?? 0;
    const mentioned = judgeSkills(['React'], { required: ['Go'], mentioned: ['React'] }).fit ?? 0;
    expect(required).toBeGreaterThan(mentioned);
    const tool = judgeSkills(['Figma'], { required: ['Figma', 'Communication'], mentioned: [] }).fit ?? 0;
    const soft = judgeSkills(['Communication'], { required: ['Figma', 'Communication'], mentioned: [] }).fit ?? 0;
    expect(tool).toBeGreaterThan(soft);
    expect(judgeSkills(['Docker'], job).text).toBe(
      'You have none of the skills this job asks for (React, TypeScript, CSS, GraphQL and Jest). It also mentions Docker, which you have.',
    );
  });

  it('gives related skills half credit and says so', () => {
    const related = judgeSkills(['Xero'], { required: ['QuickBooks'], mentioned: [] });
    expect(related.fit).toBeCloseTo(0.5);
    expect(related.text).toContain('Related: your Xero for its QuickBooks.');
    expect(related.matchedSkills).toEqual([]);
  });

  it('saturates: the main five skills of a long list are a full match', () => {
    const long = {
      required: ['Python', 'SQL', 'Airflow', 'dbt', 'Snowflake', 'Kafka', 'Spark', 'Looker', 'Git', 'Docker'],
      mentioned: [],
    };
    expect(judgeSkills(['Python', 'SQL', 'Airflow', 'dbt', 'Snowflake'], long).fit).toBe(1);
  });

  it('is neutral when either side has no skills', () => {
    expect(judgeSkills([], job)).toMatchObject({ fit: null, effect: 'neutral' });
    expect(judgeSkills(['React'], { required: [], mentioned: [] })).toMatchObject({ fit: null, effect: 'neutral' });
  });

  it('only relates skills by their canonical names', () => {
    for (const name of ['React', 'Xero', 'Zendesk', 'Figma', 'Google Ads', 'PostgreSQL', 'Salesforce']) {
      for (const other of [name, ...relatedSkillsOf(name)]) expect(canonicalSkill(other), other).toBe(other);
    }
  });
});
