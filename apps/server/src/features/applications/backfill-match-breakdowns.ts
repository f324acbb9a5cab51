import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  prepareMatchJob,
  prepareMatchProfile,
  scoreMatch,
  type PreparedMatchJob,
} from '@orbit/shared/matching/score-match';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { jobColumns, presentJob } from '../../domain/jobs/present-job.ts';
import { matchProfileColumns, toMatchProfile } from '../../domain/matching/match-profile.ts';
import type { Clock } from '../../lib/clock.ts';
import { defineTask, defineTaskContract } from '../../lib/tasks/define-task.ts';
import { sendTask } from '../../lib/tasks/send-task.ts';

/**
 * Applications kept before their match breakdown was (migration 0008) get one: their seeker's profile scored against
 * their job — score and breakdown computed together and both stored, so the two always agree — in batches, each job
 * prepared once per batch and each batch stored in one statement. Queued at every start; finds nothing to do once done
 * (applying stores both). The employer's applicants page reads whatever is kept and never scores.
 */

const batchSize = 500;

export interface BackfillDeps {
  db: Db;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export async function backfillMatchBreakdowns(deps: BackfillDeps): Promise<number> {
  const now = deps.clock.now();
  let stored = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await deps.db
      .select({ id: applications.id, jobId: applications.jobId, ...matchProfileColumns })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.seekerId))
      .leftJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
      .where(and(isNull(applications.matchBreakdown), isNull(applications.withdrawnAt), gt(applications.id, after)))
      .orderBy(asc(applications.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    const jobRows = await deps.db
      .select(jobColumns)
      .from(jobs)
      .where(inArray(jobs.id, [...new Set(rows.map((row) => row.jobId))]));
    const prepared = new Map<string, PreparedMatchJob>(
      jobRows.map((job) => [job.id, prepareMatchJob(presentJob(job, now))]),
    );
    const scored: { id: string; score: number; breakdown: unknown }[] = [];
    for (const row of rows) {
      const profile = toMatchProfile(row);
      const job = prepared.get(row.jobId);
      if (!profile || !job) continue;
      const { matchScore, breakdown } = scoreMatch(prepareMatchProfile(profile), job);
      scored.push({ id: row.id, score: matchScore, breakdown });
    }
    if (scored.length === 0) continue;
    // One statement per batch; an application scored meanwhile (re-applied, or another run) keeps what it has.
    await deps.db.execute(sql`
      update ${applications} as a set match_score = v.score, match_breakdown = v.breakdown
      from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb) as v(id uuid, score real, breakdown jsonb)
      where a.id = v.id and a.match_breakdown is null`);
    stored += scored.length;
  }
  if (stored > 0) deps.log.info({ applications: stored }, 'match breakdowns stored for earlier applications');
  return stored;
}

const backfillContract = defineTaskContract({
  name: 'application-match-backfill',
  payload: z.object({}),
  options: { policy: 'singleton', retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 3600 },
});

export const matchBreakdownBackfillTask = defineTask(backfillContract, {
  handler: async (deps: BackfillDeps) => {
    await backfillMatchBreakdowns(deps);
  },
  onStart: async (_deps, boss) => {
    await sendTask(boss, backfillContract, {});
  },
});
