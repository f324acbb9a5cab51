import type { Company } from '@orbit/shared/company-contracts';
import type { companies } from '../../db/schema/companies.ts';

type CompanyRow = typeof companies.$inferSelect;

/** Listed fields only. No rating: there is no review data to base one on, and an invented number would mislead. */
export interface CompanyTrust {
  verified: boolean;
  medianResponseHours: number | null;
}

export function presentCompany(row: CompanyRow, openJobs: number, trust: CompanyTrust): Company {
  return {
    _id: row.id,
    name: row.name,
    logo: row.logo,
    industry: row.industry,
    location: row.location,
    website: row.website,
    openJobs,
    rating: null,
    description: row.description,
    size: row.size,
    verified: trust.verified,
    medianResponseHours: trust.medianResponseHours,
  };
}
