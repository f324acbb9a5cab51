import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SourceParseError } from '../job-source.ts';
import { remoteOk, repairMojibake, stripRemoteOkTracking } from './remote-ok.ts';

const body = readFileSync(new URL('../fixtures/remote-ok.json', import.meta.url), 'utf8');

describe('remote-ok source', () => {
  it('ignores the legal notice and skips the record without a title', () => {
    const { jobs, skipped } = remoteOk.parse(body);
    expect(jobs.map((job) => job.sourceId)).toEqual(['2200001', '2200002', '2200003']);
    expect(skipped).toEqual([{ sourceId: '2200004', reason: 'missing title' }]);
  });

  it('maps fields, numeric salaries and repairs double-encoded text', () => {
    const [frontend, trainer, payroll] = remoteOk.parse(body).jobs;
    expect(frontend).toMatchObject({
      title: 'Senior Frontend Engineer',
      company: 'Ferncastle',
      location: 'Gdańsk',
      salary: { min: 120000, max: 150000, currency: 'USD', period: 'year' },
      category: 'Remote Frontend Development',
      experienceLevel: 'senior',
    });
    expect(frontend?.descriptionHtml).toContain('What you’ll do');
    expect(frontend?.descriptionHtml).not.toContain('<iframe');
    // Small numbers are hourly rates; an empty location on a remote post reads 'Remote'.
    expect(trainer).toMatchObject({ salary: { min: 30, max: 45, period: 'hour' }, location: 'Remote' });
    // An empty ISO date falls back to the epoch field; 0/0 salary means none.
    expect(payroll?.postedAt.toISOString()).toBe('2026-03-14T00:01:11.000Z');
    expect(payroll?.salary).toBeNull();
  });

  it('strips the per-visitor anti-spam line and its tracking tag', () => {
    for (const job of remoteOk.parse(body).jobs) {
      expect(job.descriptionHtml).not.toMatch(/Please mention the word|RMjAz|spam applicants/);
    }
    const line =
      'Please mention the word **X** and tag RMjAzLjAuMTEzLjQy when applying (#RMjAzLjAuMTEzLjQy). ' +
      "Companies can search these words to find applicants that read this and see they're human.";
    expect(stripRemoteOkTracking(`<p>Hi</p><br/><br/>${line}`)).toBe('<p>Hi</p>');
  });

  it('takes skills from the text only, because its tags are keyword noise', () => {
    const [frontend, trainer] = remoteOk.parse(body).jobs;
    expect(frontend?.skills).toEqual(expect.arrayContaining(['React', 'TypeScript', 'CSS']));
    expect(trainer?.skills).not.toContain('Go');
    expect(trainer?.skills).not.toContain('C');
  });

  it('leaves proper text alone when repairing', () => {
    expect(repairMojibake('café')).toBe('café');
    expect(repairMojibake('Zürich – 東京')).toBe('Zürich – 東京');
    expect(repairMojibake('Z\u00c3\u00b3calo')).toBe('Zócalo');
  });

  it('throws a SourceParseError for a malformed or mis-shaped body', () => {
    expect(() => remoteOk.parse('[{"id": 1},')).toThrow(SourceParseError);
    expect(() => remoteOk.parse('{"jobs": []}')).toThrow(/expected a JSON array/);
  });
});
