import { and, asc, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { eligibilityReaderVersion, readEligibility } from '@orbit/shared/eligibility';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { defineTask, defineTaskContract } from '../../lib/tasks/define-task.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';

/**
 * Imported (and demo) jobs stored before the current eligibility reader get its reading: at every start, in batches,
 * one statement per batch. An import writes the reading with each job it stores (store-imported-jobs.ts), so once
 * done this finds nothing; raising `eligibilityReaderVersion` makes it read every imported job again. Native posts
 * are never touched: their eligibility is the employer's statement.
 */

const batchSize = 1000;

export interface ReadEligibilityDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export async function readStoredEligibility(deps: ReadEligibilityDeps): Promise<number> {
  let read = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await deps.db
      .select({ id: jobs.id, regions: jobs.regions, location: jobs.location })
      .from(jobs)
      .where(
        and(
          lt(jobs.eligibilityReader, eligibilityReaderVersion),
          ne(jobs.source, nativeJobSource),
          isNull(jobs.postedBy),
          gt(jobs.id, after),
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const readings = rows.map((row) => ({ id: row.id, eligibility: readEligibility(row.regions, row.location) }));
    // updated_at is left alone: the job itself did not change, so Autopilot's incremental round need not look again.
    await deps.db.execute(sql`
      update ${jobs} as j set eligibility = v.eligibility, eligibility_reader = ${eligibilityReaderVersion}
      from jsonb_to_recordset(${JSON.stringify(readings)}::jsonb) as v(id uuid, eligibility jsonb)
      where j.id = v.id and j.eligibility_reader < ${eligibilityReaderVersion}`);
    read += rows.length;
  }
  if (read > 0) deps.log.info({ jobs: read, reader: eligibilityReaderVersion }, 'eligibility read for stored jobs');
  return read;
}

const readEligibilityContract = defineTaskContract({
  name: 'job-eligibility-read',
  payload: z.object({}),
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
});

export const readEligibilityTask = defineTask(readEligibilityContract, {
  handler: async (deps: ReadEligibilityDeps) => {
    await readStoredEligibility(deps);
  },
  onStart: async (_deps, boss) => {
    await sendTask(boss, readEligibilityContract, {});
  },
});
