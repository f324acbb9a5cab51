import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { verifiedCompanyIds } from '../companies/company-trust.ts';
import type { LookingCompany } from './talent-visibility.ts';

/**
 * The company an employer account looks at the talent pool for, as the visibility rule needs it: its id, the key a
 * seeker's hidden list is compared with, and whether it has a verified employer account. Null for an employer
 * account without a company (nobody is visible to it).
 */
export async function lookingCompanyOf(db: Pick<Db, 'select'>, employerId: string): Promise<LookingCompany | null> {
  const [row] = await db
    .select({ id: companies.id, normalizedName: companies.normalizedName })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, employerId));
  if (!row) return null;
  const verified = await verifiedCompanyIds(db, [row.id]);
  return { id: row.id, normalizedName: row.normalizedName, verified: verified.has(row.id) };
}
