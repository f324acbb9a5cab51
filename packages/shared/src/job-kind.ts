/** `source` of jobs posted on Orbit Jobs itself, and of the generated demo catalogue. */
export const nativeJobSource = 'orbit';
export const demoJobSource = 'orbit-demo';

/**
 * A job posted on Orbit Jobs (by an employer, or ours after the employer's account went), as opposed to one imported
 * from a feed or generated as demo data. Native jobs are applied to here; only they are handed to search engines as
 * JobPosting data.
 */
export const isNativeJob = (job: { postedBy: string | null; source: string }): boolean =>
  job.postedBy !== null || job.source === nativeJobSource;
