import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts.ts';
import { normalizeCompanyName } from '../companies/company-names.ts';

/**
 * The talent pool's one rule of who may find whom, used by every employer-facing read of a seeker who has not applied
 * (the candidate search, a card, the Top Candidates tab) and by the pool's public figures. A seeker is in the pool
 * only when they chose to be, with a verified address (an unverified account may not be who it says); a company finds
 * them when their choice admits it — all employers, or verified ones and it is verified — and they have not named it
 * among the companies that must never see them.
 */
export interface LookingCompany {
  id: string;
  /** `companies.normalized_name`: what the seeker's hidden list is compared with. */
  normalizedName: string;
  /** Has a verified employer account (domain/companies/company-trust.ts). */
  verified: boolean;
}

/**
 * Seekers in the talent pool at all: opted in, with a verified address. Written with literals, not parameters: the
 * pool's partial indexes (`users_talent_pool_idx`, `users_talent_skill_keys_idx`) are usable only when the planner can see
 * that a query's condition implies theirs, which it cannot through a parameter in a generic plan.
 */
export const inTalentPool: SQL = sql`(${users.userType} = 'candidate' and ${users.talentVisibility} <> 'hidden' and ${users.isEmailVerified} = true)`;

/** Seekers this company may find (SQL on `users`). */
export function visibleToCompany(company: LookingCompany): SQL {
  return and(
    inTalentPool,
    company.verified ? undefined : eq(users.talentVisibility, 'all-employers'),
    not(sql`${users.hiddenCompanyKeys} @> array[${company.normalizedName}]::text[]`),
  )!;
}

/** The same rule for a row already read. */
export function isVisibleToCompany(
  seeker: {
    userType: string;
    isEmailVerified: boolean;
    talentVisibility: string;
    hiddenCompanyKeys: readonly string[];
  },
  company: LookingCompany,
): boolean {
  if (seeker.userType !== 'candidate' || !seeker.isEmailVerified) return false;
  if (seeker.talentVisibility === 'hidden') return false;
  if (seeker.talentVisibility !== 'all-employers' && !company.verified) return false;
  return !seeker.hiddenCompanyKeys.includes(company.normalizedName);
}

/** The keys a seeker's hidden list is stored as: each name as the companies table keys it, once. */
export function hiddenCompanyKeys(names: readonly string[]): string[] {
  return [...new Set(names.map(normalizeCompanyName).filter(Boolean))];
}
