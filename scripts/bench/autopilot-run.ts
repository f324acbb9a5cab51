import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import { openPglite, openPostgres, type Database } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { companies } from '../../apps/server/src/db/schema/companies.ts';
import {
  autopilotRoundTask,
  autopilotScanTask,
  autopilotSendTask,
} from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { startQueue, stopQueue } from '../../apps/server/src/lib/queue.ts';
import { queueOptions } from '../../apps/server/src/lib/tasks/define-task.ts';
import { createAutopilotSeekers, createEmployers, jobMix, type JobMix, type SeekerData } from './autopilot-data.ts';
import { measureRound, type RoundResult } from './autopilot-direct-rounds.ts';
import type { AutopilotOptions } from './autopilot-options.ts';
import { pgbossRounds, type PgbossRound } from './autopilot-pgboss-rounds.ts';
import { resetDecisions, type RunContext } from './autopilot-run-context.ts';
import { openTimedScanDb, type TimedScanDb } from './autopilot-timed-db.ts';
import { benchServerConfig, createScratchDatabase, progress } from './bench-database.ts';
import { addJobs, generateJobs } from './generate-jobs.ts';
import { postgresCpuReader } from './resource-use.ts';

/**
 * One database's run of the Autopilot benchmark. No HTTP server: the database migrated, pg-boss started with the
 * three Autopilot queues created but not worked (a scan's queued sends wait there, nothing is sent), the catalogue
 * and the seekers written in bulk (autopilot-data.ts). Then:
 * - full rounds: every active seeker scanned once by `scanSeeker` itself, `concurrency` scans at a time from a
 *   worker pool over one pool of 10 connections (the server's size), each from a clean slate (no decisions, the
 *   prepared-job cache emptied as after a restart);
 * - incremental rounds: `newJobs` jobs inserted, then every seeker scanned with `since` = the moment before the
 *   insert, after the last full round's decisions (its queued sends count against the caps);
 * - rounds through pg-boss, end to end: the round task queued and the scans worked by pg-boss, first with the
 *   production worker options (startTasks: one worker, one job per 2 s poll), cut short and extrapolated, then with
 *   workers that keep fetching while there is work (a proposal).
 * Time, per-scan spread, decisions written, peak memory and CPU of each. The direct rounds are
 * autopilot-direct-rounds.ts, the pg-boss ones autopilot-pgboss-rounds.ts, what a round cost resource-use.ts.
 */

export interface AutopilotRunResult {
  label: string;
  /** The incremental rounds ran with the what-if index on jobs (updated_at). */
  whatIfIndex: boolean;
  jobs: number;
  newJobs: number;
  mix: Pick<JobMix, 'counts' | 'withEligibility' | 'refusingAutopilot'>;
  seekers: Omit<SeekerData, 'ids'>;
  seekerCount: number;
  generatedSeconds: number;
  rounds: RoundResult[];
  pgboss: PgbossRound[];
  pgbossNote: string;
  checkFailures: string[];
}

export async function benchAutopilot(
  label: string,
  postgresServerUrl: string | undefined,
  options: AutopilotOptions,
): Promise<AutopilotRunResult> {
  console.log(
    `\n=== ${label}: ${options.jobs} jobs, ${options.seekers} seekers, rounds of ${options.concurrency.join(' and ')} concurrent scans ===`,
  );
  const scratch = postgresServerUrl ? await createScratchDatabase(postgresServerUrl) : undefined;
  const { config, dataDir } = benchServerConfig(scratch?.url);
  let database: Database | undefined;
  let boss: PgBoss | undefined;
  let timed: TimedScanDb | undefined;
  try {
    database = scratch ? await openPostgres(scratch.url, 10) : await openPglite(path.join(dataDir, 'pglite'));
    await applyMigrations(database);
    if (options.pgStatements) await database.db.execute(sql`create extension if not exists pg_stat_statements`);
    const creator = await startQueue(database);
    for (const task of [autopilotRoundTask, autopilotScanTask, autopilotSendTask])
      await creator.createQueue(task.name, queueOptions(task.options));
    await stopQueue(creator);
    // Started again, as after a restart: pg-boss reads its queues into its cache at start. A queue it has not cached is
    // looked up on its own connection at the first send, and on PGlite a send inside a scan's transaction would then
    // wait forever for the instance the transaction holds (the server's workers fill the cache as they poll; here the
    // send queue is never worked).
    boss = await startQueue(database);
    boss.on('error', (error: unknown) => console.error('  job queue error:', (error as Error).message));

    const { db } = database;
    const employerIds = await createEmployers(db, 50);
    const mix = jobMix(employerIds);
    const generated = await generateJobs(
      db,
      options.jobs,
      new Date(),
      progress(label, options.jobs),
      undefined,
      mix.decorate,
    );
    const catalogueMix = {
      counts: { ...mix.counts },
      withEligibility: mix.withEligibility,
      refusingAutopilot: mix.refusingAutopilot,
    };
    console.log(
      `  generated ${generated.jobs} jobs at ${generated.companies} companies in ${generated.seconds.toFixed(1)} s (then VACUUM ANALYZE)`,
    );
    const companyNames = (await db.select({ name: companies.name }).from(companies).limit(500)).map((row) => row.name);
    const seekers = await createAutopilotSeekers(db, options.seekers, new Date(), companyNames);
    console.log(
      `  ${options.seekers} ready seekers with active settings (${seekers.auto} auto, ${seekers.review} review), ${seekers.applications} past applications, in ${seekers.seconds.toFixed(1)} s`,
    );

    timed = scratch
      ? openTimedScanDb({ url: scratch.url, maxConnections: 10 })
      : openTimedScanDb({ pglite: database.pglite! });
    const ctx: RunContext = {
      cpuProfileDir: options.cpuProfileDir,
      databaseUrl: scratch?.url,
      database,
      postgresCpu: scratch ? await postgresCpuReader((text) => timed!.query(text)) : undefined,
      timed,
      boss,
      deps: {
        db: timed.db,
        clock: systemClock,
        boss,
        config: { autopilotSendGapMinutes: config.autopilotSendGapMinutes, autopilotHourlyScans: false },
      },
      seekerIds: seekers.ids,
      pgStatements: options.pgStatements,
    };
    const checkFailures: string[] = [];
    const rounds: RoundResult[] = [];
    const direct = options.pgbossOnly ? [] : options.concurrency;
    for (const [index, concurrency] of direct.entries()) {
      if (index > 0) await resetDecisions(ctx);
      const round = await measureRound(ctx, 'full', concurrency);
      console.log(`  full round, ${concurrency} at a time: ${(round.wallMs / 1000).toFixed(1)} s`);
      rounds.push(round);
    }

    // The index the incremental round reads through is migration 0012's (jobs_live_updated_at_idx): nothing to add.
    if (options.whatIfIndex)
      console.log(
        '  --what-if-index: the index on live jobs (updated_at) is in the migrations now (0012); nothing created',
      );

    // New arrivals, then the incremental rounds over them (each after the last full round's decisions).
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newIds = await addJobs(db, generated, options.newJobs, new Date(), {
      seed: 20261203,
      idPrefix: 'bench-new',
      decorate: mix.decorate,
    });
    console.log(`  inserted ${newIds.length} new jobs`);
    for (const [index, concurrency] of direct.entries()) {
      if (index > 0) await resetDecisions(ctx, newIds);
      const round = await measureRound(ctx, 'incremental', concurrency, since);
      console.log(`  incremental round, ${concurrency} at a time: ${(round.wallMs / 1000).toFixed(1)} s`);
      rounds.push(round);
    }
    for (const round of rounds)
      checkFailures.push(
        ...round.errors.map((error) => `${round.kind} round, ${round.concurrency} at a time: ${error}`),
      );

    let pgboss: PgbossRound[] = [];
    let pgbossNote = '';
    if (options.skipPgboss) pgbossNote = 'skipped (--skip-pgboss)';
    else {
      pgboss = await pgbossRounds(ctx, options);
      for (const round of pgboss)
        console.log(
          `  pg-boss round (${round.name}): ${round.completed}/${round.expected} in ${(round.elapsedMs / 1000).toFixed(1)} s`,
        );
      for (const round of pgboss)
        if (round.failed > 0) checkFailures.push(`pg-boss round (${round.name}): ${round.failed} scan job(s) failed`);
    }

    return {
      label,
      whatIfIndex: options.whatIfIndex,
      jobs: options.jobs,
      newJobs: newIds.length,
      mix: catalogueMix,
      seekers: {
        auto: seekers.auto,
        review: seekers.review,
        withKeywords: seekers.withKeywords,
        withExclusions: seekers.withExclusions,
        withHistory: seekers.withHistory,
        applications: seekers.applications,
        seconds: seekers.seconds,
      },
      seekerCount: seekers.ids.length,
      generatedSeconds: generated.seconds,
      rounds,
      pgboss,
      pgbossNote,
      checkFailures,
    };
  } finally {
    await timed?.close();
    if (boss) await stopQueue(boss);
    await database?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
