import { and, countDistinct, eq, isNotNull, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import { ensureCompany } from '../../domain/companies/company-directory.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';

/**
 * `POST /api/companies/generate`: make sure every live job's company exists and the job points at it (the home
 * page calls this when the top-companies list is empty). Idempotent: a second call finds everything linked and
 * creates nothing. Answers how many companies now have open jobs.
 */
export async function generateCompanies(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const names = await tx
      .selectDistinctOn([jobs.companyKey], { companyKey: jobs.companyKey, company: jobs.company, logo: jobs.logo })
      .from(jobs)
      .where(isLiveJob(now))
      .orderBy(jobs.companyKey, sql`${jobs.postedAt} desc`);
    for (const name of names) {
      const companyId = await ensureCompany(tx, { name: name.company, logo: name.logo });
      await tx
        .update(jobs)
        .set({ companyId })
        .where(
          and(
            eq(jobs.companyKey, name.companyKey),
            or(sql`${jobs.companyId} is null`, sql`${jobs.companyId} <> ${companyId}`),
          ),
        );
    }
    const [row] = await tx
      .select({ count: countDistinct(jobs.companyId) })
      .from(jobs)
      .where(and(isLiveJob(now), isNotNull(jobs.companyId)));
    return row?.count ?? 0;
  });
}
