import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { JobDataParseError, homeJobTexts, newestJobsErrorMessage, refreshErrorMessage } from './newest-jobs.ts';
import { parseNewestJobs } from './parse-newest-jobs.ts';

describe('parseNewestJobs', () => {
  it('parses the list and removes duplicates by _id', () => {
    const body = JSON.stringify([
      { _id: '1', title: 'A' },
      { _id: '2', title: 'B' },
      { _id: '1', title: 'A again' },
    ]);
    expect(parseNewestJobs(body).map((job) => job.title)).toEqual(['A', 'B']);
  });

  it('throws the parse error for a body that is not a JSON list', () => {
    expect(() => parseNewestJobs('<html>oops</html>')).toThrow(JobDataParseError);
    expect(() => parseNewestJobs('{"jobs":[]}')).toThrow(homeJobTexts.parseFailed);
  });
});

describe('error texts', () => {
  it('maps each failure to its spec text', () => {
    expect(newestJobsErrorMessage(new JobDataParseError())).toBe('Failed to parse job data. Please try again later.');
    expect(newestJobsErrorMessage(new ApiError(500, null))).toBe(
      'Failed to fetch featured jobs. Please try again later.',
    );
    expect(newestJobsErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'An error occurred while fetching featured jobs. Please try again later.',
    );
    expect(refreshErrorMessage(new ApiError(503, null))).toBe('Failed to refresh job data. Please try again later.');
    expect(refreshErrorMessage(new TypeError('Failed to fetch'))).toBe('An error occurred while refreshing job data.');
  });
});
