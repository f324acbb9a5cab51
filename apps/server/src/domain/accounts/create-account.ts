import { count, eq } from 'drizzle-orm';
import { teamMessages } from '@orbit/shared/team-contracts';
import { currentTermsVersion } from '@orbit/shared/terms';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyMembers } from '../../db/schema/team.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeCompanyName } from '../companies/company-names.ts';

export interface NewAccount {
  email: string;
  /** Null for an account made through Google sign-in: its owner may set one later. */
  passwordHash: string | null;
  name: string;
  phone: string;
  location: string;
  /** Verified at creation when the address was vouched for (Google's verified address). */
  emailVerified: boolean;
  role: { userType: 'candidate' } | { userType: 'employer'; companyName: string; industry: string };
}

/**
 * Inserts an account with the current terms accepted now, and for an employer their company, of which they are the
 * owner. A company name that already has a team is a 409 (as registration says): joining it takes an invitation,
 * or naming it would hand a stranger its applicants. Inside the caller's transaction (a 409 rolls it back); the
 * unique address index decides a race, so a caller handles the unique violation.
 */
export async function createAccount(
  tx: Pick<Db, 'insert' | 'select'>,
  clock: Clock,
  account: NewAccount,
): Promise<string> {
  const now = clock.now();
  let companyId: string | null = null;
  if (account.role.userType === 'employer') {
    const [company] = await tx
      .insert(companies)
      .values({
        name: account.role.companyName,
        normalizedName: normalizeCompanyName(account.role.companyName),
        industry: account.role.industry,
        location: account.location,
      })
      .onConflictDoUpdate({ target: companies.normalizedName, set: { updatedAt: now } })
      .returning({ id: companies.id });
    companyId = company?.id ?? null;
    const [team] = companyId
      ? await tx.select({ members: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId))
      : [];
    if (team && team.members > 0) {
      throw new AppError('CONFLICT', teamMessages.companyHasTeam, {
        errors: [{ msg: teamMessages.companyHasTeam, path: 'companyName' }],
      });
    }
  }
  const [user] = await tx
    .insert(users)
    .values({
      email: account.email,
      passwordHash: account.passwordHash,
      name: account.name,
      phone: account.phone,
      location: account.location,
      userType: account.role.userType,
      companyId,
      isEmailVerified: account.emailVerified,
      emailVerifiedAt: account.emailVerified ? now : null,
      // The onboarding wizard is for candidates; employers go straight to their dashboard.
      onboardingComplete: account.role.userType === 'employer',
      termsVersion: currentTermsVersion,
      termsAcceptedAt: now,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  if (companyId) await tx.insert(companyMembers).values({ userId: user.id, companyId, role: 'owner', createdAt: now });
  return user.id;
}

/** PostgreSQL's unique_violation, as pg and PGlite report it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};
