import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';

/** One decision a scan writes: its seeker, its time and its id are the scan's (the id the table's default). */
export interface DecisionToWrite {
  jobId: string;
  outcome: 'skipped' | 'suggested' | 'proposed' | 'queued';
  reasonCode: string | null;
  reason: string;
  matchScore: number;
  matchReasons: string[];
  coverLetter: string;
  sendAfter: Date | null;
  expiresAt: Date | null;
}

export interface WrittenDecision {
  id: string;
  jobId: string;
  outcome: string;
}

/**
 * A scan's decisions in one statement with one parameter: the rows as a JSON array, read by `json_to_recordset`.
 * Drizzle's multi-row insert took a parameter per value (~40 rows × 12 columns): building it cost Node more than
 * deciding the rows did, and each row count was a statement of its own for PostgreSQL to parse and plan. A row already
 * decided is only replaced while it is a skip: a decision that moved on (queued, proposed, applied) is never
 * overwritten. Returns the rows written (a conflict left alone returns nothing).
 */
export async function writeDecisions(
  tx: Pick<Db, 'execute'>,
  seekerId: string,
  now: Date,
  rows: readonly DecisionToWrite[],
): Promise<WrittenDecision[]> {
  if (rows.length === 0) return [];
  const records = JSON.stringify(
    rows.map((row) => ({
      job_id: row.jobId,
      outcome: row.outcome,
      reason_code: row.reasonCode,
      reason: row.reason,
      match_score: row.matchScore,
      match_reasons: row.matchReasons,
      cover_letter: row.coverLetter,
      send_after: row.sendAfter?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
    })),
  );
  const at = now.toISOString();
  const result = (await tx.execute(sql`
    insert into ${autopilotDecisions} as d (seeker_id, job_id, outcome, reason_code, reason, match_score, match_reasons,
      cover_letter, send_after, expires_at, created_at, updated_at)
    select ${seekerId}::uuid, r.job_id, r.outcome, r.reason_code, r.reason, r.match_score, r.match_reasons,
      r.cover_letter, r.send_after, r.expires_at, ${at}::timestamptz, ${at}::timestamptz
    from json_to_recordset(${records}::json) as r(job_id uuid, outcome text, reason_code text, reason text,
      match_score real, match_reasons jsonb, cover_letter text, send_after timestamptz, expires_at timestamptz)
    on conflict (seeker_id, job_id) do update set outcome = excluded.outcome, reason_code = excluded.reason_code,
      reason = excluded.reason, match_score = excluded.match_score, match_reasons = excluded.match_reasons,
      cover_letter = excluded.cover_letter, send_after = excluded.send_after, expires_at = excluded.expires_at,
      updated_at = excluded.updated_at
    where d.outcome = 'skipped'
    returning d.id::text as id, d.job_id::text as "jobId", d.outcome`)) as unknown as { rows: WrittenDecision[] };
  return result.rows;
}
