import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceParseError } from '../job-source.ts';
import { arbeitnow } from './arbeitnow.ts';

const body = readFileSync(new URL('../fixtures/arbeitnow.json', import.meta.url), 'utf8');

describe('arbeitnow source', () => {
  it('parses jobs and skips the one without a title', () => {
    const { jobs, skipped } = arbeitnow.parse(body);
    expect(jobs).toHaveLength(3);
    expect(skipped).toEqual([{ sourceId: 'broken-123459', reason: 'missing title' }]);
  });

  it('maps fields, epoch dates, German job types and the remote flag', () => {
    const [devops, student, java] = arbeitnow.parse(body).jobs;
    expect(devops).toMatchObject({
      sourceId: 'devops-engineer-kestrel-cloud-berlin-123456',
      company: 'Kestrel Cloud GmbH',
      location: 'Berlin',
      remote: true,
      employmentType: 'Full-time',
      category: 'Remote DevOps/SRE',
      salary: null,
      skills: ['DevOps', 'Kubernetes', 'Terraform'],
    });
    expect(devops?.postedAt.toISOString()).toBe(new Date(1772000000 * 1000).toISOString());
    expect(student).toMatchObject({
      remote: false,
      location: 'München',
      employmentType: 'Internship',
      experienceLevel: 'entry',
    });
    expect(java).toMatchObject({ experienceLevel: 'senior', category: 'Remote Backend Development' });
  });

  it('throws a SourceParseError for a malformed or mis-shaped body', () => {
    expect(() => arbeitnow.parse('<html>rate limited</html>')).toThrow(SourceParseError);
    expect(() => arbeitnow.parse('{"jobs": []}')).toThrow(/"data" list/);
  });
});
