import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceParseError } from '../job-source.ts';
import { jobicy } from './jobicy.ts';

const body = readFileSync(new URL('../fixtures/jobicy.json', import.meta.url), 'utf8');

describe('jobicy source', () => {
  it('parses jobs and skips the one without a URL', () => {
    const { jobs, skipped } = jobicy.parse(body);
    expect(jobs).toHaveLength(3);
    expect(skipped).toEqual([{ sourceId: '330004', reason: 'missing or invalid posting URL' }]);
  });

  it('maps fields, decodes entities and reads both salary shapes', () => {
    const [scientist, creative, chat] = jobicy.parse(body).jobs;
    expect(scientist).toMatchObject({
      title: 'Senior Data Scientist',
      location: 'USA, Canada',
      experienceLevel: 'senior',
      employmentType: 'Full-time',
      salary: { min: 150000, max: 190000, currency: 'USD', period: 'year' },
      category: 'Remote Data Science',
    });
    expect(scientist?.postedAt.toISOString()).toBe('2026-02-20T04:10:26.000Z');
    expect(scientist?.skills).toEqual(expect.arrayContaining(['Python', 'Pandas', 'SQL']));
    expect(creative).toMatchObject({
      title: 'Creative Lead - Web & Brand',
      company: 'Saffron & Sage',
      tags: ['Web & App Design'],
      experienceLevel: 'mid',
      salary: { min: 45, max: 60, currency: 'EUR', period: 'hour' },
    });
    expect(creative?.descriptionHtml).toBe('<p>Lead our brand’s look across web and print.</p>');
    // 'Any' level says nothing; an empty description falls back to the excerpt.
    expect(chat).toMatchObject({ experienceLevel: '', employmentType: 'Part-time', salary: null });
    expect(chat?.descriptionHtml).toBe('<p>Help customers over chat.</p>');
  });

  it('throws a SourceParseError for a malformed or mis-shaped body', () => {
    expect(() => jobicy.parse('')).toThrow(SourceParseError);
    expect(() => jobicy.parse('[]')).toThrow(/"jobs" list/);
    expect(jobicy.buildRequestUrl('https://jobicy.com')).toBe('https://jobicy.com/api/v2/remote-jobs?count=50');
  });
});
