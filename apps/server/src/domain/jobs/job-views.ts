import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { jobViewDays, jobViews } from '../../db/schema/jobs.ts';

/** Crawlers, link previews and tools: their fetches are not people looking at a job. */
const botPattern =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse|curl|wget|python-requests|httpclient|go-http|axios|node-fetch|postman/i;

export const isKnownBot = (userAgent: string): boolean => userAgent.trim() === '' || botPattern.test(userAgent);

/** A signed-in viewer's key: their views are theirs (a data export lists them, deleting the account erases them). */
export const userViewerKey = (userId: string): string => `user:${userId}`;

export interface JobView {
  job: { id: string; companyId: string | null };
  /** The signed-in viewer, if any. */
  viewerId: string | null;
  ip: string;
  userAgent: string;
  now: Date;
}

/**
 * Counts one view of a native job's page: at most one per viewer per day (UTC), none from known bots, none from the
 * job's own company. A visitor is known by a digest of their address and browser, never stored in the clear. Each
 * kept view adds one to its job's count for the day (job_view_days), which the figures read (view-counts.ts).
 */
export async function recordJobView(db: Pick<Db, 'select' | 'execute'>, view: JobView): Promise<void> {
  if (isKnownBot(view.userAgent)) return;
  if (view.viewerId) {
    const [viewer] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, view.viewerId));
    if (viewer?.companyId && viewer.companyId === view.job.companyId) return;
  }
  const viewerKey = view.viewerId
    ? userViewerKey(view.viewerId)
    : `visitor:${crypto.createHash('sha256').update(`${view.ip}\n${view.userAgent}`).digest('hex').slice(0, 32)}`;
  const day = view.now.toISOString().slice(0, 10);
  // One statement: the day's count moves exactly when the viewer's first view of the day is kept.
  await db.execute(sql`
    with kept as (
      insert into ${jobViews} (job_id, viewer_key, day) values (${view.job.id}, ${viewerKey}, ${day})
      on conflict do nothing returning job_id, day
    )
    insert into ${jobViewDays} (job_id, day, views) select job_id, day, 1 from kept
    on conflict (job_id, day) do update set views = ${jobViewDays.views} + 1`);
}
