/**
 * The search evaluation's catalogue: every recorded feed (test-support/recorded-feeds.ts: beside the repository,
 * tests and measurement only) parsed by its real importer and stored by the real import code
 * (`storeSourceJobs`: categories, skills, cross-source dedupe) into a throwaway in-memory PGlite.
 *
 * The feeds were recorded between 2022 and 2026 and a job lives 30 days, so each file's dates are moved together
 * until its newest job was posted a day before the evaluation's moment (older ones kept within 29 days, in their
 * order): every recorded job is live, as it was when its feed was fetched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { openPglite, type Database } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import type { JobSource, ParseResult } from '../../apps/server/src/features/job-import/feeds/job-source.ts';
import { jobSources } from '../../apps/server/src/features/job-import/feeds/sources/all-sources.ts';
import { storeSourceJobs } from '../../apps/server/src/features/job-import/store-imported-jobs.ts';
import { recordedFeedsDir } from '../../apps/server/src/test-support/recorded-feeds.ts';

/** The evaluation's "now" (any fixed moment: the dates are moved to it). */
export const evalNow = new Date('2026-06-01T12:00:00Z');

const dayMs = 24 * 60 * 60 * 1000;

/** Recorded files are named after the site ('remoteok-api.json'), sources by name ('remote-ok'). */
function sourceOf(file: string): JobSource | undefined {
  const compact = file.replace(/[^a-z]/gi, '').toLowerCase();
  return jobSources.find((source) => compact.startsWith(source.name.replace(/-/g, '')));
}

function movedToNow(parsed: ParseResult): ParseResult {
  if (parsed.jobs.length === 0) return parsed;
  const newest = Math.max(...parsed.jobs.map((job) => job.postedAt.getTime()));
  const shift = evalNow.getTime() - dayMs - newest;
  const oldest = evalNow.getTime() - 29 * dayMs;
  return {
    ...parsed,
    jobs: parsed.jobs.map((job, index) => ({
      ...job,
      postedAt: new Date(Math.max(job.postedAt.getTime() + shift, oldest + index * 1000)),
    })),
  };
}

export interface EvalCatalogue {
  database: Database;
  /** Stored job id → its label key, `source:sourceId` (the row a cross-source duplicate was folded into). */
  keyOfId: Map<string, string>;
}

/** A fresh migrated in-memory database (a test passes one opened from the tests' migrated template: faster). */
async function migratedPglite(): Promise<Database> {
  const database = await openPglite(undefined);
  await applyMigrations(database);
  return database;
}

/** A fresh in-memory database holding the recorded feeds, imported as the importer stores them. */
export async function importRecordedFixtures(
  openDatabase: () => Promise<Database> = migratedPglite,
): Promise<EvalCatalogue> {
  const database = await openDatabase();
  // One store per source: a source's second file (Jobicy has two) would otherwise expire the first one's jobs.
  const bySource = new Map<string, ParseResult>();
  for (const file of readdirSync(recordedFeedsDir)
    .filter((name) => /\.(json|rss|xml)$/.test(name))
    .sort()) {
    const source = sourceOf(file);
    if (!source) continue;
    const parsed = movedToNow(source.parse(readFileSync(recordedFeedsDir + file, 'utf8')));
    const earlier = bySource.get(source.name);
    bySource.set(
      source.name,
      earlier ? { jobs: [...earlier.jobs, ...parsed.jobs], skipped: [...earlier.skipped, ...parsed.skipped] } : parsed,
    );
  }
  for (const [source, parsed] of bySource) await storeSourceJobs({ db: database.db, now: evalNow }, source, parsed);
  const rows = await database.db.select({ id: jobs.id, source: jobs.source, sourceId: jobs.sourceId }).from(jobs);
  return { database, keyOfId: new Map(rows.map((row) => [row.id, `${row.source}:${row.sourceId}`])) };
}
