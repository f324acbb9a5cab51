import { inArray, sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../apps/server/src/db/client.ts';
import { autopilotDecisions, autopilotSettings } from '../../apps/server/src/db/schema/autopilot.ts';
import { autopilotSendTask } from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import type { ScanDeps } from '../../apps/server/src/features/autopilot/scan-seeker.ts';
import type { TimedScanDb } from './autopilot-timed-db.ts';

/** What the Autopilot benchmark's rounds (direct and through pg-boss) share: the database, the queue, the seekers. */
export interface RunContext {
  cpuProfileDir: string | undefined;
  /** The scratch PostgreSQL database (a second process connects to it); undefined on PGlite. */
  databaseUrl: string | undefined;
  database: Database;
  postgresCpu: (() => number) | undefined;
  timed: TimedScanDb;
  boss: PgBoss;
  deps: ScanDeps;
  seekerIds: string[];
  /** pg_stat_statements is loaded: rounds through pg-boss report their statements. */
  pgStatements: boolean;
}

export async function queueCounts(ctx: RunContext, name: string): Promise<Record<string, number>> {
  const rows = await ctx.timed.query(
    'select state, count(*)::int as n from pgboss.job where name = $1 group by state',
    [name],
  );
  return Object.fromEntries(rows.map((row) => [String(row.state), Number(row.n)]));
}

export const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, value) => sum + value, 0);

/** Back to no decisions (or none about `jobIds`) and no queued sends: each round starts from the same state. */
export async function resetDecisions(ctx: RunContext, jobIds?: string[]): Promise<void> {
  const { db } = ctx.database;
  if (jobIds) await db.delete(autopilotDecisions).where(inArray(autopilotDecisions.jobId, jobIds));
  else await db.delete(autopilotDecisions);
  await db.update(autopilotSettings).set({ lastScanAt: null });
  await ctx.boss.deleteAllJobs(autopilotSendTask.name);
  await db.execute(sql`vacuum analyze autopilot_decisions`);
  await db.execute(sql`vacuum analyze autopilot_settings`);
}
