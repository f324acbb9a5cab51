import { z } from 'zod';
import { matchedJobSchema } from './jobs-schemas.ts';

/**
 * What only the job page reads beside the list's fields (kept out of jobs-api.ts, which the /jobs list loads first).
 * Lenient like the rest of the catalogue.
 */
export const jobDetailSchema = matchedJobSchema.extend({
  /** 'closed': filled, cancelled or rejected; its page says so instead of offering to apply. */
  status: z.string().catch('live'),
  closedReason: z.string().nullable().catch(null),
  eligibility: z
    .object({ worldwide: z.boolean(), countries: z.array(z.string()), regions: z.array(z.string()) })
    .nullable()
    .catch(null),
  timezoneOverlap: z.object({ hours: z.number(), utcOffset: z.number() }).nullable().catch(null),
  applicationDeadline: z.string().nullable().catch(null),
  /** The job page only: how fast the company usually answers (median hours), once known. */
  medianResponseHours: z.number().nullable().optional().catch(null),
});
