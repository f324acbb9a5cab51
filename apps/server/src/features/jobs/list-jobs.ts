import { and, count, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { categoryNames, displayCategoryName, withRemotePrefix } from '@orbit/shared/categories';
import type { Job, JobListQuery, JobListResponse } from '@orbit/shared/job-contracts';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { prepareMatchProfile } from '@orbit/shared/matching/score-match';
import { worldRegionNamed, worldRegionSqlPattern } from '@orbit/shared/world-regions';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { normalizeCompanyName } from '../../lib/company-names.ts';
import { isUuid } from '../../lib/ids.ts';
import { isLiveJob } from '../../lib/live-jobs.ts';
import { loadMatchProfile } from '../../lib/match-profile.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { jobColumns, presentJob } from './present-job.ts';
import { rankJobs, scoreJob } from './rank-jobs.ts';

/**
 * `GET /api/jobs`: live jobs, filtered, searched and paged. Search is PostgreSQL full text
 * (websearch_to_tsquery: quotes, -exclusions, "or") ranked by ts_rank plus a little recency. When full text
 * finds fewer than `fewResults`, trigram similarity on title and company joins in, so 'javscript' still finds
 * JavaScript jobs; words excluded with '-' stay excluded.
 */

export const defaultPageSize = 20;
const fewResults = 5;
/** pg_trgm's default word-similarity threshold (0.6) misses single-letter typos in long titles. */
const similarityThreshold = '0.5';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The words a websearch query asks for, and the ones it excludes ('react -native' → react / native). */
export function splitSearchTerms(term: string): { wanted: string; excluded: string } {
  const tokens = term.match(/-?"[^"]*"|\S+/g) ?? [];
  const wanted: string[] = [];
  const excluded: string[] = [];
  for (const token of tokens) {
    if (/^or$/i.test(token)) continue;
    const negative = token.startsWith('-') && token.length > 1;
    const word = token.replace(/^-/, '').replace(/"/g, '').trim();
    if (word) (negative ? excluded : wanted).push(word);
  }
  return { wanted: wanted.join(' ').toLowerCase(), excluded: excluded.join(' or ') };
}

/** 'Sales', 'remote sales' and 'Remote Sales' all name 'Remote Sales'; an unknown name matches nothing. */
function categoryFor(given: string): string {
  const lower = given.trim().toLowerCase();
  const bare = lower.replace(/^remote\s+/, '');
  return (
    categoryNames.find((name) => name.toLowerCase() === lower || displayCategoryName(name).toLowerCase() === bare) ??
    withRemotePrefix(given)
  );
}

function filterConditions(query: JobListQuery, now: Date): SQL[] | null {
  const conditions: SQL[] = [isLiveJob(now)];
  if (query.category) conditions.push(eq(jobs.category, categoryFor(query.category)));
  if (query.type) {
    const letters = query.type.toLowerCase().replace(/[^a-z]/g, '');
    conditions.push(sql`regexp_replace(lower(${jobs.employmentType}), '[^a-z]', '', 'g') = ${letters}`);
  }
  if (query.location) {
    const region = worldRegionNamed(query.location);
    if (region) {
      // 'Africa' also finds 'Lagos, Nigeria' and 'EMEA' (shared/world-regions.ts).
      const pattern = worldRegionSqlPattern(region);
      conditions.push(sql`(${jobs.location} ~* ${pattern} or ${jobs.regions} ~* ${pattern})`);
    } else {
      const pattern = `%${escapeLike(query.location)}%`;
      conditions.push(or(ilike(jobs.location, pattern), ilike(jobs.regions, pattern)) as SQL);
    }
  }
  if (query.remote === 'true' || query.remote === '1') conditions.push(eq(jobs.remote, true));
  if (query.company) conditions.push(eq(jobs.companyKey, normalizeCompanyName(query.company)));
  if (query.companyId) {
    if (!isUuid(query.companyId)) return null;
    conditions.push(eq(jobs.companyId, query.companyId));
  }
  return conditions;
}

type Executor = Pick<Db, 'select' | 'execute'>;

interface SearchPlan {
  where: SQL;
  order: SQL[];
  /** Rows matching `where`, when planning already counted them. */
  total?: number;
}

/**
 * Newest first. NULLS LAST matches the partial index jobs_live_posted_at_idx (posted_at DESC NULLS LAST): with
 * the default NULLS FIRST PostgreSQL cannot use it and sorts every live job for each page (posted_at is NOT
 * NULL, so the order is the same).
 */
export const newestFirst: SQL[] = [sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];

async function planSearch(db: Executor, term: string | undefined, filters: SQL[], now: Date): Promise<SearchPlan> {
  const recency = sql`0.1 / (1 + extract(epoch from (${now.toISOString()}::timestamptz - ${jobs.postedAt})) / 604800)`;
  if (!term) return { where: and(...filters) as SQL, order: newestFirst };

  const query = sql`websearch_to_tsquery('english', ${term})`;
  const fullText = sql`${jobs.searchVector} @@ ${query}`;
  const [found] = await db.select({ total: count() }).from(jobs).where(and(...filters, fullText));
  const { wanted, excluded } = splitSearchTerms(term);
  const total = found?.total ?? 0;
  if (total >= fewResults || !wanted) {
    return {
      where: and(...filters, fullText) as SQL,
      order: [sql`ts_rank(${jobs.searchVector}, ${query}) + ${recency} desc`, ...newestFirst],
      total,
    };
  }
  await db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${similarityThreshold}, true)`);
  const similar = sql`(${wanted} <% lower(${jobs.title}) or ${wanted} <% lower(${jobs.company}))`;
  const notExcluded = excluded ? sql`not (${jobs.searchVector} @@ websearch_to_tsquery('english', ${excluded}))` : sql`true`;
  const similarity = sql`greatest(word_similarity(${wanted}, lower(${jobs.title})), word_similarity(${wanted}, lower(${jobs.company})))`;
  return {
    where: and(...filters, or(fullText, and(similar, notExcluded))) as SQL,
    order: [
      sql`(case when ${fullText} then 1 + ts_rank(${jobs.searchVector}, ${query}) else ${similarity} end) + ${recency} desc`,
      ...newestFirst,
    ],
  };
}

/**
 * `GET /api/jobs`. With `sort=recommended` and a signed-in job seeker (`viewerId`), the jobs matching the filters are
 * ranked as the recommendations are — the best-scored candidates first — followed by the rest newest first, so the
 * count and the pages stay those of the filters. Every job on such a page carries the seeker's score.
 */
export async function listJobs(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: JobListQuery,
  viewerId: string | null = null,
): Promise<JobListResponse> {
  const now = deps.clock.now();
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultPageSize;
  const filters = filterConditions(query, now);
  if (!filters) return { jobs: [], total: 0, currentPage: page, totalPages: 0 };
  const term = (query.search ?? query.title)?.trim() || undefined;
  const profile = query.sort === 'recommended' && viewerId ? await loadMatchProfile(deps.db, viewerId) : null;

  // One transaction: the similarity threshold is set for it only (set_config … true).
  return deps.db.transaction(async (tx) => {
    const plan = await planSearch(tx, term, filters, now);
    // A full-text plan was counted while planning; the same count again would only cost time.
    const [counted] =
      plan.total === undefined ? await tx.select({ total: count() }).from(jobs).where(plan.where) : [{ total: plan.total }];
    const total = counted?.total ?? 0;
    const offset = (page - 1) * limit;
    const pageJobs = profile
      ? await recommendedPage(tx, profile, plan.where, now, offset, limit)
      : (await tx.select(jobColumns).from(jobs).where(plan.where).orderBy(...plan.order).limit(limit).offset(offset)).map((row) =>
          presentJob(row, now),
        );
    return { jobs: pageJobs, total, currentPage: page, totalPages: Math.ceil(total / limit) };
  });
}

/** One page of "Recommended for you": ranked candidates first, then the other jobs of the list newest first. */
async function recommendedPage(
  tx: Executor,
  profile: MatchProfile,
  where: SQL,
  now: Date,
  offset: number,
  limit: number,
): Promise<Job[]> {
  const ranked = await rankJobs(tx, profile, [where], now);
  const fromRanked = ranked.slice(offset, offset + limit);
  if (fromRanked.length === limit) return fromRanked;
  const rankedIds = ranked.map((job) => job._id);
  const rest = await tx
    .select(jobColumns)
    .from(jobs)
    .where(rankedIds.length > 0 ? and(where, notInArray(jobs.id, rankedIds)) : where)
    .orderBy(...newestFirst)
    .limit(limit - fromRanked.length)
    .offset(Math.max(0, offset - ranked.length));
  const prepared = prepareMatchProfile(profile);
  return [...fromRanked, ...rest.map((row) => scoreJob(prepared, presentJob(row, now), row))];
}
