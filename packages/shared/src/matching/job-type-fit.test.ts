import { describe, expect, it } from 'vitest';
import { judgeJobType, workKindOf } from './job-type-fit.ts';

describe('job type fit', () => {
  it('reads employment types in feed words', () => {
    expect(workKindOf('Full-time')).toBe('full-time');
    expect(workKindOf('Freelance')).toBe('contract');
    expect(workKindOf('Temporary')).toBe('contract');
    expect(workKindOf('Teilzeit')).toBe('part-time');
    expect(workKindOf('Internship')).toBe('internship');
    expect(workKindOf('Remote')).toBeNull();
  });

  it('is positive when the job is a type the seeker wants', () => {
    expect(judgeJobType(['Full-time', 'Contract', 'Remote'], 'Contract')).toEqual({
      fit: 1,
      effect: 'positive',
      text: 'It is a contract role, one of the types you want.',
    });
  });

  it('is negative otherwise, naming what the seeker asked for', () => {
    expect(judgeJobType(['Full-time', 'Remote'], 'Part-time')).toEqual({
      fit: 0.25,
      effect: 'negative',
      text: 'It is a part-time role; you asked for full-time work.',
    });
    expect(judgeJobType(['Part-time', 'Contract'], 'Full-time').text).toBe(
      'It is a full-time role; you asked for part-time or contract work.',
    );
    expect(judgeJobType(['Full-time', 'Remote'], 'Full-time', false)).toMatchObject({ fit: 0.6, effect: 'neutral' });
  });

  it('is neutral when either side is unknown', () => {
    expect(judgeJobType(['Remote'], 'Full-time')).toMatchObject({ fit: null, effect: 'neutral' });
    expect(judgeJobType(['Full-time'], '')).toMatchObject({
      fit: null,
      text: 'The job does not state its employment type.',
    });
  });
});
