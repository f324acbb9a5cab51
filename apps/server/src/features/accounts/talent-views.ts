import { desc, eq, max, sql } from 'drizzle-orm';
import type { TalentView } from '@orbit/shared/talent-contracts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { talentViews } from '../../db/schema/talent.ts';

/** The most a seeker is shown: months of interest for almost anyone, and a bounded answer for the busiest. */
export const talentViewsShown = 100;

/**
 * Which companies looked at the seeker's card or resume, and when, newest first. Looks are grouped per company, what
 * and (UTC) day, each group at its latest moment: an employer paging back and forth through a search opens the same
 * card a dozen times in an afternoon, and the seeker wants to read "Kijani Labs looked at your resume today", not
 * twelve rows of it. A company looking again on another day, or moving on from the card to the resume, is news and
 * gets its own line.
 */
export async function listTalentViews(db: Pick<Db, 'select'>, seekerId: string): Promise<TalentView[]> {
  const at = max(talentViews.viewedAt);
  const day = sql`date_trunc('day', ${talentViews.viewedAt} at time zone 'UTC')`;
  const rows = await db
    .select({ company: companies.name, what: talentViews.what, at })
    .from(talentViews)
    .innerJoin(companies, eq(companies.id, talentViews.companyId))
    .where(eq(talentViews.seekerId, seekerId))
    .groupBy(talentViews.companyId, companies.name, talentViews.what, day)
    .orderBy(desc(at), companies.name)
    .limit(talentViewsShown);
  return rows.flatMap((row) => (row.at ? [{ company: row.company, what: row.what, at: row.at.toISOString() }] : []));
}
