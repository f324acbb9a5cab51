import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { JobListResponse, RecommendedJobsResponse } from '@orbit/shared/job-contracts';
import { recommendJobs } from '../../apps/server/src/features/recommendations/recommend-jobs.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { loadMatchProfile } from '../../apps/server/src/domain/matching/match-profile.ts';
import { createServer } from '../../apps/server/src/server.ts';
import { benchServerConfig, createScratchDatabase, progress } from './bench-database.ts';
import { generateJobs } from './generate-jobs.ts';
import type { RecommendOptions } from './recommend-options.ts';
import { forgetPreparedJobs } from '../../apps/server/src/features/recommendations/prepared-job-cache.ts';
import { candidateRows, timeScoring, type ScoringTiming } from './recommend-scoring.ts';
import { applyTo, createSeekers, type BenchSeeker } from './recommend-seekers.ts';
import { openTimedDb, type TimedDb, type TimedStatement } from './recommend-timed-db.ts';

/**
 * One database's run: the real app in-process on a fresh database (importers, schedule and demo data off), filled
 * with generated jobs and the benchmark seekers, some of whom have applied to their best matches. Then, per seeker,
 * a cold call (prepared-job cache emptied first) and warm calls of the domain function and of the API, the
 * "Recommended for you" list once, EXPLAIN ANALYZE of the candidate query and the scoring alone.
 */

export const recommendedLimit = 10;

export interface SeekerResult {
  seeker: BenchSeeker;
  /** Rows the candidate query returned (the jobs scored per call). */
  candidates: number;
  domainCold: number;
  domainWarm: number[];
  apiCold: number;
  apiWarm: number[];
  /** `GET /api/jobs?sort=recommended`, first page, once warm. */
  listWarm: number;
  /** Inside the warm domain calls: the candidate query (driver: sent → rows parsed), the profile read, the rest. */
  candidateSqlWarm: number[];
  profileSqlWarm: number[];
  inProcessWarm: number[];
  candidateSqlCold: number;
  inProcessCold: number;
  /** PostgreSQL's own execution time of the candidate query (EXPLAIN ANALYZE), and the plan. */
  executionMs: number;
  plan: string;
  /** The candidate statement(s) of the last warm call (rankJobs may split its query). */
  candidateSql: TimedStatement[];
  scoring: ScoringTiming;
  topScore: number | undefined;
}

export interface RunResult {
  label: string;
  jobs: number;
  seekers: SeekerResult[];
  /** The first recommendation in the process: JIT, lazily built skill patterns, first plans. */
  firstCallMs: number;
  checkFailures: string[];
}

const elapsed = async <T>(run: () => Promise<T>): Promise<[number, T]> => {
  const started = performance.now();
  const value = await run();
  return [performance.now() - started, value];
};

const isCandidateQuery = (statement: TimedStatement) =>
  /from "jobs"/.test(statement.text) && /\blimit\b/i.test(statement.text);

const sum = (statements: TimedStatement[], pick: (statement: TimedStatement) => number) =>
  statements.reduce((total, statement) => total + pick(statement), 0);

/** The SQL part of the statements just run: the candidate query (or queries) and everything else (the profile read). */
function splitSql(timed: TimedDb) {
  const candidates = timed.statements.filter(isCandidateQuery);
  const candidateMs = sum(candidates, (statement) => statement.ms);
  const allMs = sum(timed.statements, (statement) => statement.ms);
  return {
    candidates,
    candidateMs,
    rows: sum(candidates, (statement) => statement.rows),
    otherMs: allMs - candidateMs,
    allMs,
  };
}

async function explain(timed: TimedDb, statements: TimedStatement[]): Promise<{ ms: number; plan: string }> {
  if (statements.length === 0) return { ms: 0, plan: '(no candidate query ran)' };
  let ms = 0;
  const plans: string[] = [];
  for (const statement of statements) {
    const rows = await timed.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
    const lines = rows.map((row) => String(Object.values(row)[0]));
    const execution = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)).find(Boolean);
    ms += execution ? Number(execution[1]) : 0;
    plans.push(lines.join('\n'));
  }
  return { ms, plan: plans.join('\n\n') };
}

async function measureSeeker(
  app: FastifyInstance,
  timed: TimedDb,
  seeker: BenchSeeker,
  runs: number,
  failures: string[],
): Promise<SeekerResult> {
  const deps = { db: timed.db, clock: systemClock };
  const headers = { authorization: `Bearer ${seeker.token}` };
  const api = (url: string) => app.inject({ method: 'GET', url, headers });
  const recommendedUrl = `/api/jobs/recommended?limit=${recommendedLimit}`;
  const check = (what: string, result: RecommendedJobsResponse) => {
    const ids = result.jobs.map((job) => job._id);
    const leaked = seeker.appliedJobIds.filter((id) => ids.includes(id));
    if (leaked.length > 0) failures.push(`${seeker.label}: ${what} recommends ${leaked.length} job(s) applied to`);
    if (seeker.withdrawnJobId && !ids.includes(seeker.withdrawnJobId))
      failures.push(`${seeker.label}: ${what} leaves out the job whose application was withdrawn`);
  };

  forgetPreparedJobs();
  timed.reset();
  const [domainCold, coldResult] = await elapsed(() => recommendJobs(deps, seeker.id, recommendedLimit));
  const coldSql = splitSql(timed);
  check('recommendJobs', coldResult);

  forgetPreparedJobs();
  const [apiCold, coldResponse] = await elapsed(() => api(recommendedUrl));
  if (coldResponse.statusCode !== 200)
    failures.push(`${seeker.label}: ${recommendedUrl} → ${coldResponse.statusCode} ${coldResponse.body.slice(0, 200)}`);
  else check('the API', coldResponse.json<RecommendedJobsResponse>());

  const domainWarm: number[] = [];
  const candidateSqlWarm: number[] = [];
  const profileSqlWarm: number[] = [];
  const inProcessWarm: number[] = [];
  let candidates = 0;
  let candidateSql: TimedStatement[] = [];
  for (let run = 0; run < runs; run += 1) {
    timed.reset();
    const [ms] = await elapsed(() => recommendJobs(deps, seeker.id, recommendedLimit));
    const sql = splitSql(timed);
    domainWarm.push(ms);
    candidateSqlWarm.push(sql.candidateMs);
    profileSqlWarm.push(sql.otherMs);
    inProcessWarm.push(ms - sql.allMs);
    candidates = sql.rows;
    candidateSql = sql.candidates;
  }

  const apiWarm: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const [ms, response] = await elapsed(() => api(recommendedUrl));
    if (response.statusCode !== 200) failures.push(`${seeker.label}: ${recommendedUrl} → ${response.statusCode}`);
    apiWarm.push(ms);
  }

  const [listWarm, list] = await elapsed(() => api('/api/jobs?sort=recommended'));
  if (list.statusCode !== 200)
    failures.push(`${seeker.label}: /api/jobs?sort=recommended → ${list.statusCode} ${list.body.slice(0, 200)}`);
  else if (list.json<JobListResponse>().jobs.some((job) => job.matchScore === undefined))
    failures.push(`${seeker.label}: /api/jobs?sort=recommended has jobs without a score`);

  const explained = await explain(timed, candidateSql);
  const profile = await loadMatchProfile(timed.db, seeker.id);
  if (!profile) throw new Error(`${seeker.label}: no match profile`);
  const now = new Date();
  const scoring = timeScoring(await candidateRows(timed.db, profile, now), profile, now, runs);

  return {
    seeker,
    candidates,
    domainCold,
    domainWarm,
    apiCold,
    apiWarm,
    listWarm,
    candidateSqlWarm,
    profileSqlWarm,
    inProcessWarm,
    candidateSqlCold: coldSql.candidateMs,
    inProcessCold: domainCold - coldSql.allMs,
    executionMs: explained.ms,
    plan: explained.plan,
    candidateSql,
    scoring,
    topScore: coldResult.jobs[0]?.matchScore,
  };
}

export async function benchRecommendations(
  label: string,
  postgresServerUrl: string | undefined,
  jobCount: number,
  options: RecommendOptions,
): Promise<RunResult> {
  console.log(`\n=== ${label}: ${jobCount} jobs, ${options.warmRuns} warm runs per seeker ===`);
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let server: Awaited<ReturnType<typeof createServer>> | undefined;
  let timed: TimedDb | undefined;
  try {
    server = await createServer({ ...config, webDistDir: undefined });
    const generated = await generateJobs(server.database.db, jobCount, new Date(), progress(label, jobCount));
    console.log(
      `  generated ${generated.jobs} jobs at ${generated.companies} companies in ${generated.seconds.toFixed(1)} s (then VACUUM ANALYZE)`,
    );
    const seekers = await createSeekers(server.database.db, systemClock, config.jwtSecret);
    timed = await openTimedDb(scratch ? { url: scratch.url } : { pglite: server.database.pglite! });
    const deps = { db: timed.db, clock: systemClock };

    const [firstCallMs, first] = await elapsed(() => recommendJobs(deps, seekers[0]!.id, recommendedLimit));
    const profile = await loadMatchProfile(timed.db, seekers[0]!.id);
    const [sampleRow] = profile ? await candidateRows(timed.db, profile, new Date()) : [];
    if (!sampleRow || first.jobs.length === 0) throw new Error(`${label}: the first seeker got no recommendations`);

    // Every third seeker has applied to their three best matches and withdrawn from the fourth.
    for (const [index, seeker] of seekers.entries()) {
      if (index % 3 !== 0) continue;
      const best = (await recommendJobs(deps, seeker.id, 4)).jobs.map((job) => job._id);
      await applyTo(server.database.db, seeker, best.slice(0, 3), best[3], new Date());
    }
    console.log(
      `  ${seekers.length} seekers, ${seekers.filter((s) => s.appliedJobIds.length > 0).length} with applications; measuring …`,
    );

    const checkFailures: string[] = [];
    const results: SeekerResult[] = [];
    for (const seeker of seekers) {
      results.push(await measureSeeker(server.app, timed, seeker, options.warmRuns, checkFailures));
      if (process.stdout.isTTY) process.stdout.write(`\r  measured ${results.length}/${seekers.length} seekers`);
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
    return { label, jobs: jobCount, seekers: results, firstCallMs, checkFailures };
  } finally {
    await timed?.close();
    await server?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
