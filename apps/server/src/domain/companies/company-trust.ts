import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';

type Reader = Pick<Db, 'select'>;

/** The host of a website as people type it ('https://www.Acme.com/jobs' → 'acme.com'); '' when none. */
export function websiteDomain(website: string): string {
  const trimmed = website.trim().toLowerCase();
  if (!trimmed) return '';
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * A verified employer: their verified e-mail address is at the company website's domain (or a subdomain of it), so
 * whoever posts controls the company's mail. Free-mail addresses can never match a company site.
 */
export function isVerifiedEmployer(email: string, isEmailVerified: boolean, website: string): boolean {
  const domain = websiteDomain(website);
  const emailDomain = email.toLowerCase().split('@')[1] ?? '';
  return isEmailVerified && domain !== '' && (emailDomain === domain || emailDomain.endsWith(`.${domain}`));
}

/** Which of these companies have a verified employer account. */
export async function verifiedCompanyIds(db: Reader, companyIds: readonly string[]): Promise<Set<string>> {
  if (companyIds.length === 0) return new Set();
  const rows = await db
    .select({
      companyId: companies.id,
      website: companies.website,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.userType, 'employer'), inArray(companies.id, [...companyIds])));
  return new Set(
    rows.filter((row) => isVerifiedEmployer(row.email, row.isEmailVerified, row.website)).map((row) => row.companyId),
  );
}

/** A company's median time to first response is shown once this many of its applications were answered. */
export const responseTimeMinAnswered = 5;

/**
 * Median hours from application to the company's first response, per company, over applications to its native jobs
 * that were answered; companies with fewer than 5 answered applications are left out (a median of two is noise).
 */
export async function medianResponseHours(db: Reader, companyIds: readonly string[]): Promise<Map<string, number>> {
  if (companyIds.length === 0) return new Map();
  const hours =
    sql<number>`percentile_cont(0.5) within group (order by extract(epoch from ${applications.firstResponseAt} - ${applications.appliedAt}) / 3600.0)`.mapWith(
      Number,
    );
  const rows = await db
    .select({ companyId: jobs.companyId, hours, answered: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(
      and(inArray(jobs.companyId, [...companyIds]), isNotNull(applications.firstResponseAt), isNotNull(jobs.postedBy)),
    )
    .groupBy(jobs.companyId);
  return new Map(
    rows
      .filter((row) => row.companyId !== null && row.answered >= responseTimeMinAnswered)
      .map((row) => [row.companyId as string, Math.round(row.hours * 10) / 10]),
  );
}
