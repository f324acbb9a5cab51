import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { normalizeCompanyName } from './company-names.ts';

/** A transaction handle or the database. */
type Executor = Pick<Db, 'insert'>;

export interface CompanyFromJob {
  name: string;
  logo?: string;
  website?: string;
}

/**
 * The company a job belongs to, created on first sight (imports, demo data, rebuilds). An existing company keeps
 * its own details; only a missing logo or website is filled in from the job.
 */
export async function ensureCompany(db: Executor, company: CompanyFromJob): Promise<string> {
  const logo = company.logo ?? '';
  const website = company.website ?? '';
  const [row] = await db
    .insert(companies)
    .values({ name: company.name.trim(), normalizedName: normalizeCompanyName(company.name), logo, website })
    .onConflictDoUpdate({
      target: companies.normalizedName,
      set: {
        logo: sql`case when ${companies.logo} = '' then excluded.logo else ${companies.logo} end`,
        website: sql`case when ${companies.website} = '' then excluded.website else ${companies.website} end`,
      },
    })
    .returning({ id: companies.id });
  if (!row) throw new Error('company upsert returned no row');
  return row.id;
}
