import { describe, expect, it } from 'vitest';
import { jobSourceLabel } from './job-source.ts';

describe('jobSourceLabel', () => {
  it('names the known feeds', () => {
    expect(jobSourceLabel('remotive')).toBe('Remotive');
    expect(jobSourceLabel('remoteok')).toBe('Remote OK');
    expect(jobSourceLabel('weworkremotely')).toBe('We Work Remotely');
    expect(jobSourceLabel('jobicy')).toBe('Jobicy');
    expect(jobSourceLabel('arbeitnow')).toBe('Arbeitnow');
    expect(jobSourceLabel('orbit-demo', 'Orbit Jobs (demo data)')).toBe('Orbit Jobs (demo data)');
  });

  it("falls back to the server's label, then the raw name", () => {
    expect(jobSourceLabel('himalayas', 'Himalayas')).toBe('Himalayas');
    expect(jobSourceLabel('himalayas', '')).toBe('himalayas');
    expect(jobSourceLabel('himalayas')).toBe('himalayas');
  });
});
