import { z } from 'zod';
import { matchBreakdownSchema } from '@orbit/shared/match-contracts';
import { catalogueJobSchema, parseList } from '../../../lib/catalogue-schemas.ts';
import { parseJsonText } from '../../../lib/catalogue.ts';

/**
 * A catalogue job with the signed-in seeker's match, when the API sent one (`GET /api/jobs/:id` and the
 * "Recommended for you" list). Lenient like the rest of the catalogue: a malformed score is dropped, not the job.
 */
export const matchedJobSchema = catalogueJobSchema.extend({
  matchScore: z.number().int().min(0).max(100).optional().catch(undefined),
  matchBreakdown: matchBreakdownSchema.optional().catch(undefined),
});
export type MatchedJob = z.infer<typeof matchedJobSchema>;

/** One page of /jobs as the list shows it. */
export interface JobsPage {
  jobs: MatchedJob[];
  total: number;
  currentPage: number;
  totalPages: number;
  /** More jobs matched than the server counts: `total` is the cap ('400+ jobs' for a search, '1,000+ jobs' for a filtered list). */
  totalCapped?: true | undefined;
  /** The search the jobs answer, when the server put the typed one's spelling right. */
  correctedSearch?: string | undefined;
}

const pagingSchema = z.object({
  jobs: z.unknown(),
  total: z.number().catch(0),
  currentPage: z.number().catch(1),
  totalPages: z.number().catch(0),
  totalCapped: z.literal(true).optional().catch(undefined),
  correctedSearch: z.string().optional().catch(undefined),
});

/** The /jobs answer: its paging, and each job that parses (a malformed one is dropped, not the page). */
export function parseJobsPage(text: string): JobsPage {
  const body = pagingSchema.safeParse(parseJsonText(text));
  const jobs = body.success ? parseList(body.data.jobs, matchedJobSchema) : null;
  if (!body.success || jobs === null) throw new Error('Failed to parse jobs response');
  const { total, currentPage, totalPages, totalCapped, correctedSearch } = body.data;
  return { jobs, total, currentPage, totalPages, totalCapped, correctedSearch };
}
