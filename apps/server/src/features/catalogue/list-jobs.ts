import { and, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { categoryNames, displayCategoryName, withRemotePrefix } from '@orbit/shared/categories';
import type { Job, JobListQuery, JobListResponse } from '@orbit/shared/job-contracts';
import type { MatchProfile } from '@orbit/shared/matching/match-types';
import { employmentTypeKey } from '@orbit/shared/options';
import { jobLifetimeDays } from '@orbit/shared/job-display';
import { prepareMatchProfile } from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { isUuid } from '../../lib/ids.ts';
import { firstExpiryMs, isLiveJob } from '../../domain/jobs/live-jobs.ts';
import { inWholeHours, postedWithin } from './first-search-window.ts';
import { loadMatchProfile } from '../../domain/matching/match-profile.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import type { ListCache } from './list-cache.ts';
import { jobColumns, presentJob, type JobRow } from '../../domain/jobs/present-job.ts';
import { rankJobs, scoreJob } from '../recommendations/rank-jobs.ts';
import { facetKeys, hasFacets } from './list-facets.ts';
import { locationCondition, openToCondition, readPlaceFilter, workplaceCondition } from './location-filter.ts';
import { deepSearchPage, newestFirst, rankSearch, searchWhere, type Executor } from './search-ranking.ts';

/**
 * `GET /api/jobs`: live jobs, filtered, searched (search-ranking.ts) and paged. The total of a filter set, the ranking
 * of a search and each answered page are cached per catalogue version until the first of their jobs expires
 * (list-cache.ts); a page is made from the ids of its jobs (by index, newest first, or from the ranking), kept jobs
 * coming from memory.
 */

export const defaultPageSize = 20;
/**
 * Jobs a filtered list without a search counts (a search counts as far as it ranks, search-ranking.ts): past it the
 * total is shown as '1,000+' (`totalCapped`). An index or a LIMITed scan counts them whatever the number of
 * matches: 1,001 take 3–7 ms on 100k jobs, 10,001 took 22–46 ms.
 */
export const totalCap = 1000;

/** 'Sales', 'remote sales' and 'Remote Sales' all name 'Remote Sales'; an unknown name matches nothing. */
function categoryFor(given: string): string {
  const lower = given.trim().toLowerCase();
  const bare = lower.replace(/^remote\s+/, '');
  return (
    categoryNames.find((name) => name.toLowerCase() === lower || displayCategoryName(name).toLowerCase() === bare) ??
    withRemotePrefix(given)
  );
}

export interface ListFilters {
  conditions: SQL[];
  /** The filters as normalised values: the cache key of their total and rankings (never the page). */
  key: string;
}

/** The job list's filters as SQL (the job alerts match new jobs with them too: features/alerts). */
export function listFilters(query: JobListQuery, now: Date): ListFilters | null {
  const conditions: SQL[] = [isLiveJob(now)];
  const key: Record<string, string | boolean> = {};
  if (query.category) {
    key.category = categoryFor(query.category);
    conditions.push(hasFacets(facetKeys.category(key.category)));
  }
  if (query.type) {
    key.type = employmentTypeKey(query.type);
    conditions.push(hasFacets(facetKeys.type(key.type)));
  }
  if (query.location) {
    // A place means the jobs a person living there may take (location-filter.ts); remote ones unless asked otherwise.
    const place = readPlaceFilter(query.location);
    key.place = place.kind === 'words' ? place.text.toLowerCase() : JSON.stringify(place);
    if (query.workplace) key.workplace = query.workplace;
    conditions.push(locationCondition(place, query.workplace));
  } else if (query.workplace) {
    key.workplace = query.workplace;
    const asked = workplaceCondition(query.workplace);
    if (asked) conditions.push(asked);
  }
  if (query.remote === 'true' || query.remote === '1') {
    // Remote only: remote by the feed's flag or the job's words, and not hybrid or on-site by its words.
    key.remote = true;
    conditions.push(workplaceCondition('remote')!);
  }
  if (query.openTo) {
    key.openTo = query.openTo;
    key.includeUnknown = query.includeUnknown === 'true' || query.includeUnknown === '1';
    conditions.push(openToCondition(query.openTo, key.includeUnknown));
  }
  if (query.company) {
    key.company = normalizeCompanyName(query.company);
    conditions.push(eq(jobs.companyKey, key.company));
  }
  if (query.companyId) {
    if (!isUuid(query.companyId)) return null;
    key.companyId = query.companyId;
    conditions.push(eq(jobs.companyId, query.companyId));
  }
  return { conditions, key: JSON.stringify(key) };
}

export interface ListJobsDeps extends Pick<AppDeps, 'db' | 'clock'> {
  /** Absent (benchmarks' raw SQL, LIST_CACHE_SECONDS=0): every request computes its total and ranking. */
  listCache?: ListCache | undefined;
}

/**
 * `GET /api/jobs`. With `sort=recommended` and a signed-in job seeker (`viewerId`), the jobs matching the filters are
 * ranked as the recommendations are — the best-scored candidates first — followed by the rest newest first, so the
 * count and the pages stay those of the filters. Every job on such a page carries the seeker's score.
 */
export async function listJobs(
  deps: ListJobsDeps,
  query: JobListQuery,
  viewerId: string | null = null,
): Promise<JobListResponse> {
  const { db, listCache } = deps;
  const now = deps.clock.now();
  const page = query.page ?? 1;
  const limit = query.limit ?? defaultPageSize;
  const offset = (page - 1) * limit;
  const filters = listFilters(query, now);
  if (!filters) return { jobs: [], total: 0, currentPage: page, totalPages: 0 };
  const term = (query.search ?? query.title)?.trim() || undefined;
  const where = and(...filters.conditions) as SQL;

  const version = listCache ? await listCache.version() : '';
  // A filter set's total, or a search's ranking, and the answers made from them hold until a write (a new version)
  // or the first expiry among their jobs.
  const cachedPart = listCache?.get ?? uncached;
  const ranking = term
    ? await cachedPart(
        `search ${filters.key} ${term}`,
        version,
        () => rankSearch(db, term, filters.conditions, now),
        (found) => found.liveUntil,
      )
    : null;
  // The whole catalogue is counted exactly (an index-only count); a filtered list up to `totalCap`.
  const cap = filters.conditions.length > 1 ? totalCap : null;
  const listing =
    ranking ??
    (await cachedPart(
      `count ${filters.key}`,
      version,
      () => countLive(db, where, cap),
      (counted) => counted.liveUntil,
    ));
  const { total } = listing;

  const respond = (pageJobs: Job[]): JobListResponse => ({
    jobs: pageJobs,
    total,
    currentPage: page,
    totalPages: Math.ceil(total / limit),
    ...(listing.capped ? { totalCapped: true as const } : {}),
    ...(ranking && ranking.term !== term ? { correctedSearch: ranking.term } : {}),
  });

  if (query.sort === 'recommended' && viewerId) {
    const profile = await loadMatchProfile(db, viewerId);
    if (profile) {
      if (!term || !ranking) return respond(await recommendedPage(db, profile, where, now, offset, limit));
      const matching = searchWhere(ranking.term, filters.conditions, now, ranking.mode);
      return respond(await recommendedPage(db, profile, matching, now, offset, limit));
    }
  }

  // The jobs of a page by id: kept ones from the cache, the others (all of them without a cache) read live.
  const readLive = async (ids: string[]) => (await rowsById(db, ids, now)).map((row) => presentJob(row, now));
  const jobsById = (ids: string[]) => (listCache ? listCache.jobsById(ids, version, readLive) : readLive(ids));
  const pageJobs = async (): Promise<Job[]> => {
    if (term && ranking) {
      const kept = ranking.ids.length;
      const fromKept = offset + limit <= kept || (kept === ranking.total && !ranking.capped);
      if (fromKept) return jobsById(ranking.ids.slice(offset, offset + limit));
      // Past the kept ids (a page may straddle them: limit=30, offset 390).
      const head = offset < kept ? await jobsById(ranking.ids.slice(offset)) : [];
      const from = Math.max(offset, kept);
      const rows = await deepSearchPage(
        db,
        ranking.term,
        filters.conditions,
        now,
        ranking.mode,
        from,
        offset + limit - from,
      );
      return [...head, ...rows.map((row) => presentJob(row, now))];
    }
    if (offset >= total && !listing.capped) return [];
    const ids =
      cap === null
        ? await newestIds(db, where, offset, limit)
        : await newestIdsOfFiltered(db, where, listing, now, offset, limit);
    return jobsById(ids);
  };
  return (listCache?.answer ?? uncached)(
    `${filters.key} ${term ?? ''} ${offset} ${limit}`,
    version,
    async () => respond(await pageJobs()),
    // A capped total counted some of the matches only: a page's own jobs bound it too (deep pages read others).
    (answer) => {
      const until = Math.min(listing.liveUntil ?? Infinity, ...answer.jobs.map((job) => Date.parse(job.expiresAt)));
      return Number.isFinite(until) ? until : null;
    },
  );
}

/** Without a list cache (LIST_CACHE_SECONDS=0, the benchmarks' raw SQL), everything is computed each time. */
const uncached = <T>(_key: string, _version: string, compute: () => Promise<T>): Promise<T> => compute();

/**
 * How many live jobs match (up to `cap` when given: a LIMITed scan, whatever the number of matches), and when the
 * first of those counted expires (ms; null when none).
 */
async function countLive(
  db: Db,
  where: SQL,
  cap: number | null,
): Promise<{ total: number; capped: boolean; liveUntil: number | null }> {
  if (cap === null) {
    const [counted] = await db.select({ total: count(), liveUntil: firstExpiryMs() }).from(jobs).where(where);
    return { total: counted?.total ?? 0, capped: false, liveUntil: counted?.liveUntil ?? null };
  }
  const matched = db
    .select({ expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(where)
    .limit(cap + 1);
  // Named "jobs", so that the first expiry's SQL reads the subquery's column.
  const result = (await db.execute(
    sql`select count(*)::int as total, ${firstExpiryMs()} as "liveUntil" from (${matched}) as jobs`,
  )) as unknown as {
    rows: { total: number; liveUntil: number | string | null }[];
  };
  const total = Number(result.rows[0]?.total ?? 0);
  const liveUntil = result.rows[0]?.liveUntil;
  return { total: Math.min(total, cap), capped: total > cap, liveUntil: liveUntil == null ? null : Number(liveUntil) };
}

/** A page of the matching live jobs' ids, newest first. */
async function newestIds(db: Db, where: SQL, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/**
 * A page of a filtered list, first read in the window of time that should hold it. Its count says how densely the
 * matches lie over the jobs' 30 days (at least `totalCap` + 1 when capped). Unbounded, PostgreSQL walked the
 * posted-at index and tested each job's filters: a place with a category (2,000 matches of 100k) read ~2,700 rows for
 * page 3, 10–40 ms; in a window it intersects the filters' keys with the window's posted-at range in the indexes
 * (~2 ms). A full page from the window is the answer (every match newer than its start is in it); a short one may
 * lack matches from before it, so the page is read again unbounded.
 */
async function newestIdsOfFiltered(
  db: Db,
  where: SQL,
  listing: { total: number; capped: boolean },
  now: Date,
  offset: number,
  limit: number,
): Promise<string[]> {
  const perDay = (listing.capped ? totalCap + 1 : listing.total) / jobLifetimeDays;
  const days = inWholeHours(((offset + limit) / Math.max(perDay, 1 / jobLifetimeDays)) * 1.25);
  if (days < jobLifetimeDays) {
    const inWindow = await newestIds(db, and(where, postedWithin(now, days)) as SQL, offset, limit);
    if (inWindow.length === limit) return inWindow;
  }
  return newestIds(db, where, offset, limit);
}

/** Rows of the given ids, live ones only, in the given order. */
async function rowsById(db: Db, ids: string[], now: Date): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobColumns)
    .from(jobs)
    .where(and(isLiveJob(now), inArray(jobs.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of "Recommended for you": ranked candidates first, then the other jobs of the list newest first. */
async function recommendedPage(
  db: Executor,
  profile: MatchProfile,
  where: SQL,
  now: Date,
  offset: number,
  limit: number,
): Promise<Job[]> {
  const ranked = await rankJobs(db, profile, [where], now);
  const fromRanked = ranked.slice(offset, offset + limit);
  if (fromRanked.length === limit) return fromRanked;
  const rankedIds = ranked.map((job) => job._id);
  const rest = await db
    .select(jobColumns)
    .from(jobs)
    .where(rankedIds.length > 0 ? and(where, notInArray(jobs.id, rankedIds)) : where)
    .orderBy(...newestFirst)
    .limit(limit - fromRanked.length)
    .offset(Math.max(0, offset - ranked.length));
  const prepared = prepareMatchProfile(profile);
  return [...fromRanked, ...rest.map((row) => scoreJob(prepared, presentJob(row, now), row))];
}
