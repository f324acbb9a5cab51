import { describe, expect, it } from 'vitest';
import { isNativeJob } from './job-kind.ts';

describe('isNativeJob', () => {
  it('is true for jobs an employer posted here, or ours after the employer left', () => {
    expect(isNativeJob({ postedBy: 'user-1', source: 'orbit' })).toBe(true);
    expect(isNativeJob({ postedBy: null, source: 'orbit' })).toBe(true);
  });

  it('is false for imported and demo-feed jobs', () => {
    expect(isNativeJob({ postedBy: null, source: 'remotive' })).toBe(false);
    expect(isNativeJob({ postedBy: null, source: 'orbit-demo' })).toBe(false);
  });
});
