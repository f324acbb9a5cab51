import { describe, expect, it } from 'vitest';
import { recommendationsSubtitle, welcomeName } from './dashboard-text.ts';

describe('welcomeName', () => {
  it('uses the whole name, trimmed', () => {
    expect(welcomeName('Amara Okafor', 'Job Seeker')).toBe('Amara Okafor');
    expect(welcomeName('  Thabo  ', 'Employer')).toBe('Thabo');
  });

  it('falls back to the role word for a blank name', () => {
    expect(welcomeName('', 'Job Seeker')).toBe('Job Seeker');
    expect(welcomeName('   ', 'Employer')).toBe('Employer');
    expect(welcomeName(null, 'Job Seeker')).toBe('Job Seeker');
  });
});

describe('recommendationsSubtitle', () => {
  it('never claims a match when the list is not scored', () => {
    expect(recommendationsSubtitle(false)).toMatch(/^Newest jobs in your skills/);
    expect(recommendationsSubtitle(false)).not.toMatch(/^Ranked/);
    expect(recommendationsSubtitle(true)).toMatch(/match your profile/);
  });
});
