import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceParseError } from '../job-source.ts';
import { remotive } from './remotive.ts';

const body = readFileSync(new URL('../fixtures/remotive.json', import.meta.url), 'utf8');

describe('remotive source', () => {
  it('reads a body that starts with a byte-order mark', () => {
    expect(body.charCodeAt(0)).toBe(0xfeff);
    const { jobs, skipped } = remotive.parse(body);
    expect(jobs).toHaveLength(4);
    expect(skipped).toEqual([{ sourceId: '9100005', reason: 'missing company' }]);
  });

  it('maps fields, parses salaries and cleans the description', () => {
    const [backend, designer, support, sales] = remotive.parse(body).jobs;
    expect(backend).toMatchObject({
      source: 'remotive',
      sourceId: '9100001',
      sourceUrl: 'https://remotive.com/remote-jobs/software-dev/senior-backend-engineer-9100001',
      title: 'Senior Backend Engineer',
      company: 'Quillstone Labs',
      location: 'Americas, Europe',
      regions: 'Americas, Europe',
      remote: true,
      employmentType: 'Full-time',
      experienceLevel: 'senior',
      salary: { min: 80000, max: 100000, currency: 'USD', period: 'year' },
      category: 'Remote Backend Development',
      applicationMethod: { type: 'url', value: backend?.sourceUrl },
    });
    // A zone-less publication date is UTC.
    expect(backend?.postedAt.toISOString()).toBe('2026-03-02T09:15:00.000Z');
    expect(backend?.tags).toContain('Typescript');
    expect(backend?.skills).toEqual(
      expect.arrayContaining(['Python', 'Go', 'AWS', 'TypeScript', 'PostgreSQL', 'Redis']),
    );
    const html = backend?.descriptionHtml ?? '';
    expect(html).not.toMatch(/<script|<img|blank\.gif|javascript:|style=|onclick/);
    expect(html).toContain('<h3>What you bring</h3>');
    expect(html).toContain('<a href="https://quillstone.example/blog" rel="nofollow noopener" target="_blank">');

    expect(designer).toMatchObject({
      company: 'Lumen & Co',
      employmentType: 'Part-time',
      salary: { min: 18, max: 22, currency: 'USD', period: 'hour' },
      category: 'Remote UI/UX Design',
      companyLogo: '',
    });
    expect(support).toMatchObject({ salary: null, employmentType: 'Contract', category: 'Remote Customer Support' });
    expect(sales?.salary).toBe('Competitive + commission');
  });

  it('throws a SourceParseError for a malformed or mis-shaped body', () => {
    expect(() => remotive.parse('{"jobs": [')).toThrow(SourceParseError);
    expect(() => remotive.parse('{"jobs": [')).toThrow(/^remotive: malformed JSON/);
    expect(() => remotive.parse('{"items": []}')).toThrow(/"jobs" list/);
  });

  it('builds its request URL from a configurable base', () => {
    expect(remotive.buildRequestUrl('http://127.0.0.1:4010/')).toBe('http://127.0.0.1:4010/api/remote-jobs');
    expect(remotive.minIntervalMs).toBeGreaterThanOrEqual(6 * 3600_000);
  });
});
