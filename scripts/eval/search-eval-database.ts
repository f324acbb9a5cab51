/**
 * The database `npm run eval:search` searches: in-memory PGlite, migrated, holding the recorded feeds of
 * ../shared/fixtures/job-sources (outside the project: tests only, never re-served; see its README) stored by the
 * importer's own code, every job live at the evaluation's fixed moment.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openPglite, type Database } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { jobs } from '../../apps/server/src/db/schema/jobs.ts';
import type { JobSource } from '../../apps/server/src/features/job-import/feeds/job-source.ts';
import { jobicy } from '../../apps/server/src/features/job-import/feeds/sources/jobicy.ts';
import { remoteOk } from '../../apps/server/src/features/job-import/feeds/sources/remote-ok.ts';
import { remotive } from '../../apps/server/src/features/job-import/feeds/sources/remotive.ts';
import { weWorkRemotely } from '../../apps/server/src/features/job-import/feeds/sources/we-work-remotely.ts';
import { storeSourceJobs } from '../../apps/server/src/features/job-import/store-imported-jobs.ts';

export const fixturesDir = fileURLToPath(new URL('../../../shared/fixtures/job-sources/', import.meta.url));

const files: [string, JobSource][] = [
  ['remotive-remote-jobs.json', remotive],
  ['remoteok-api.json', remoteOk],
  ['weworkremotely-remote-jobs.rss', weWorkRemotely],
  ['jobicy-python.json', jobicy],
  ['jobicy-canada.json', jobicy],
];

/** The evaluation's "now": every job is made live at it, so the feeds' years apart do not matter. */
const dayMs = 86_400_000;

export const evalNow = new Date('2026-04-01T12:00:00Z');

export interface EvalJob {
  /** `source:sourceId`, stable across runs (the labels' key). */
  key: string;
  id: string;
  title: string;
  company: string;
  category: string;
  employmentType: string;
  skills: string[];
  tags: string[];
}

export async function openEvalDatabase(): Promise<{ database: Database; jobs: EvalJob[] }> {
  if (!existsSync(fixturesDir)) throw new Error(`The recorded feeds are not here: ${fixturesDir}`);
  const database = await openPglite(undefined);
  await applyMigrations(database);
  const { db } = database;
  for (const [file, source] of files) {
    const parsed = source.parse(readFileSync(`${fixturesDir}${file}`, 'utf8'));
    // The feeds were recorded years apart: each file's newest posting is moved to now, the others keep their age
    // behind it up to 29 days, so the importer keeps them all and recency still counts a little.
    const newest = Math.max(...parsed.jobs.map((job) => job.postedAt.getTime()));
    for (const job of parsed.jobs) job.postedAt = new Date(evalNow.getTime() - Math.min(29 * dayMs, newest - job.postedAt.getTime()));
    await storeSourceJobs({ db, now: evalNow }, source.name, parsed);
  }
  // Two Jobicy files are one source: storing the second expired the first's jobs.
  await db.update(jobs).set({ status: 'live' });
  const rows = await db
    .select({
      id: jobs.id,
      source: jobs.source,
      sourceId: jobs.sourceId,
      title: jobs.title,
      company: jobs.company,
      category: jobs.category,
      employmentType: jobs.employmentType,
      skills: jobs.skills,
      tags: jobs.tags,
    })
    .from(jobs);
  return {
    database,
    jobs: rows.map((row) => ({ ...row, key: `${row.source}:${row.sourceId}` })).sort((a, b) => a.key.localeCompare(b.key)),
  };
}
