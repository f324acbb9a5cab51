import { and, asc, count, desc, eq, exists, gt, or, sql } from 'drizzle-orm';
import { topCompaniesCount, type Company } from '@orbit/shared/company-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { medianResponseHours, verifiedCompanyIds } from '../../domain/companies/company-trust.ts';
import { isLiveJob } from '../../domain/jobs/live-jobs.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { presentCompany } from './present-company.ts';

type ReadDeps = Pick<AppDeps, 'db' | 'clock'>;

/** Companies with their live-job count, computed per request (no stored counter to drift). */
function companiesWithOpenJobs(deps: ReadDeps) {
  const open = deps.db
    .select({ companyId: jobs.companyId, openJobs: count().as('open_jobs') })
    .from(jobs)
    .where(isLiveJob(deps.clock.now()))
    .groupBy(jobs.companyId)
    .as('open');
  const openJobs = sql<number>`coalesce(${open.openJobs}, 0)`.mapWith(Number);
  const query = deps.db
    .select({ company: companies, openJobs })
    .from(companies)
    .leftJoin(open, eq(open.companyId, companies.id));
  return { query, open, openJobs };
}

const hasEmployer = (deps: ReadDeps) =>
  exists(
    deps.db
      .select({ one: sql`1` })
      .from(users)
      .where(and(eq(users.companyId, companies.id), eq(users.userType, 'employer'))),
  );

/** Companies as shown, with whether an employer of theirs is verified and their response time (two queries for all). */
async function presentCompanies(
  deps: ReadDeps,
  rows: { company: typeof companies.$inferSelect; openJobs: number }[],
): Promise<Company[]> {
  const ids = rows.map((row) => row.company.id);
  const [verified, responseHours] = await Promise.all([
    verifiedCompanyIds(deps.db, ids),
    medianResponseHours(deps.db, ids),
  ]);
  return rows.map((row) =>
    presentCompany(row.company, row.openJobs, {
      verified: verified.has(row.company.id),
      medianResponseHours: responseHours.get(row.company.id) ?? null,
    }),
  );
}

/** Every company with open jobs, plus employers' companies (which may have none yet); most open jobs first. */
export async function listCompanies(deps: ReadDeps): Promise<Company[]> {
  const { query, open, openJobs } = companiesWithOpenJobs(deps);
  const rows = await query
    .where(or(gt(open.openJobs, 0), hasEmployer(deps)))
    .orderBy(desc(openJobs), asc(companies.name));
  return presentCompanies(deps, rows);
}

export async function topCompanies(deps: ReadDeps): Promise<Company[]> {
  const { query, open, openJobs } = companiesWithOpenJobs(deps);
  const rows = await query
    .where(gt(open.openJobs, 0))
    .orderBy(desc(openJobs), asc(companies.name))
    .limit(topCompaniesCount);
  return presentCompanies(deps, rows);
}

export async function getCompany(deps: ReadDeps, id: string): Promise<Company> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', messages.companyNotFound);
  const { query } = companiesWithOpenJobs(deps);
  const [row] = await query.where(eq(companies.id, id));
  if (!row) throw new AppError('NOT_FOUND', messages.companyNotFound);
  const [company] = await presentCompanies(deps, [row]);
  return company!;
}
