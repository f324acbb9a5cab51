import { and, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';

/**
 * The first window of time a search reads its newest matches in (search-ranking.ts), sized from how many of the last
 * day's jobs PostgreSQL's planner expects to match the search and its filters: from its statistics (ANALYZE keeps the
 * frequency of the commonest lexemes, categories, types…), by EXPLAIN, which plans and runs nothing (~0.3 ms).
 *
 * Reading the last day first and sizing the next window from what it found cost a statement more for most searches:
 * the day held too few matches of a rarer word or of a word with a filter, and reading it (a broad word's GIN
 * posting list, ~4 ms) was lost. With the planner's count the first window usually holds the newest matches; when it
 * does not (the statistics are old, or the words and the filters go together less than the planner assumes), the
 * next window is sized from what it found, as before. Only the cost depends on the estimate, never the jobs found.
 */

const dayMs = 24 * 60 * 60 * 1000;

type PlanNode = { 'Plan Rows'?: number };
type ExplainRow = { 'QUERY PLAN': string | { Plan: PlanNode }[] };

/** The planner's estimate of the rows matching `where`. */
async function estimatedRows(db: Pick<Db, 'execute'>, where: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) select 1 from ${jobs} where ${where}`)) as unknown as {
    rows: ExplainRow[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plans = typeof raw === 'string' ? (JSON.parse(raw) as { Plan: PlanNode }[]) : raw;
  return plans?.[0]?.Plan['Plan Rows'] ?? 0;
}

/** Jobs posted within the last `days` days: the window of time a search or a filtered list's page is read in first. */
export const postedWithin = (now: Date, days: number): SQL =>
  gte(jobs.postedAt, new Date(now.getTime() - days * dayMs));

/** Days in whole hours, at least one hour: a broad word's newest 401 matches lie within hours ('team': ~5), not a day. */
export const inWholeHours = (days: number): number => Math.max(1, Math.ceil(days * 24)) / 24;

/**
 * Days of the first window holding `wanted` matches, a quarter more than the estimate asks for; null for every match
 * when that is `maxDays` or more.
 */
export async function firstWindowDays(
  db: Pick<Db, 'execute'>,
  where: SQL,
  now: Date,
  wanted: number,
  maxDays: number,
): Promise<number | null> {
  const lastDay = await estimatedRows(db, and(where, postedWithin(now, 1)) as SQL);
  const days = inWholeHours((wanted / Math.max(lastDay, 1)) * 1.25);
  return days < maxDays ? days : null;
}
