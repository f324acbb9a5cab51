import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registrationSchema } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { currentTermsVersion } from '@orbit/shared/terms';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyMembers } from '../../db/schema/team.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { findOpenInvitation, joinCompany, type OpenInvitation } from '../../domain/team/invitations.ts';
import { teamMessages } from '@orbit/shared/team-contracts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { existingAccountEmail, verificationEmail } from './account-emails.ts';
import { createEmailToken } from './email-tokens.ts';

export type RegistrationData = z.output<typeof registrationSchema>;

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/**
 * At most this many "someone tried to register with your address" e-mails an hour, so registering a stranger's
 * address over and over cannot flood their inbox. Past it the e-mail is skipped, never refused: a 429 here would
 * tell the caller the address has an account.
 */
export const existingAccountNotices: RateLimitRule = {
  bucket: 'register-existing:email',
  limit: 3,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};

/**
 * Registrations from one network address in an hour. Each costs an argon2 hash and an e-mail, so a script must not
 * be able to make them without end; a class or an office behind one address still has room to sign up together.
 * Counted before the hash, for every attempt, so the answer says nothing about whether an address has an account.
 */
export const registrationsPerIp: RateLimitRule = {
  bucket: 'register:ip',
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: messages.tooManyRequests,
};

/**
 * Creates the account (and, for employers, their company) with the terms version accepted, then queues the
 * verification e-mail in the same transaction. No session is opened until the address is verified.
 *
 * An address that already has an account gets the same answer (no account enumeration): nothing is created or
 * changed, and its owner is e-mailed instead. The password is hashed either way, so both answers take as long.
 *
 * Teams: the employer who creates a company is its owner. A company that already has a team is not joined by
 * registering its name (that would hand a stranger its applicants): a 409 says to ask for an invitation. Registering
 * with an invitation's token makes an employer of the inviting company with the invitation's role; the address must
 * be the invited one, and since the token came to that inbox, the address counts as verified (no second e-mail).
 */
export async function registerUser(deps: AppDeps, input: RegistrationData, ip: string): Promise<{ email: string }> {
  await consumeLimit(deps, registrationsPerIp, ip);
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION', messages.passwordTooCommon, {
      errors: [{ msg: messages.passwordTooCommon, path: 'password' }],
    });
  }
  const invitation =
    input.userType === 'invited-employer'
      ? await findOpenInvitation(deps.db, input.invitationToken, deps.clock.now())
      : null;
  if (invitation && invitation.email !== input.email) {
    throw new AppError('VALIDATION', teamMessages.wrongInvitee, {
      errors: [{ msg: teamMessages.wrongInvitee, path: 'email' }],
    });
  }
  const passwordHash = await hashPassword(input.password);
  if (await noticeExistingAccount(deps, input.email)) return { email: input.email };

  try {
    await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      let companyId: string | null = null;
      if (input.userType === 'employer') {
        const normalizedName = normalizeCompanyName(input.companyName);
        const [company] = await tx
          .insert(companies)
          .values({ name: input.companyName, normalizedName, industry: input.industry, location: input.location })
          .onConflictDoUpdate({ target: companies.normalizedName, set: { updatedAt: now } })
          .returning({ id: companies.id });
        companyId = company?.id ?? null;
        if (companyId && (await teamSize(tx, companyId)) > 0) {
          throw new AppError('CONFLICT', teamMessages.companyHasTeam, {
            errors: [{ msg: teamMessages.companyHasTeam, path: 'companyName' }],
          });
        }
      }
      const employer = input.userType !== 'candidate';
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          phone: input.phone,
          location: input.location,
          userType: employer ? 'employer' : 'candidate',
          companyId,
          // The onboarding wizard is for candidates; employers go straight to their dashboard.
          onboardingComplete: employer,
          termsVersion: currentTermsVersion,
          termsAcceptedAt: now,
          ...(invitation ? { isEmailVerified: true, emailVerifiedAt: now } : {}),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      if (companyId)
        await tx.insert(companyMembers).values({ userId: user.id, companyId, role: 'owner', createdAt: now });
      if (invitation) return joinCompany(tx, invitation satisfies OpenInvitation, user.id, now);
      const token = await createEmailToken(tx, deps.clock, user.id, 'verify_email');
      const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await enqueueEmail(tx, deps.boss, verificationEmail(input.email, input.name, link));
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides, and the loser is answered like the winner.
    if (!isUniqueViolation(error)) throw error;
    await noticeExistingAccount(deps, input.email);
  }
  return { email: input.email };
}

async function teamSize(tx: Pick<AppDeps['db'], 'select'>, companyId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return row?.n ?? 0;
}

/** When `email` has an account, e-mails its owner (within the hourly limit) and says so; otherwise false. */
async function noticeExistingAccount(deps: AppDeps, email: string): Promise<boolean> {
  const [owner] = await deps.db
    .select({ id: users.id, name: users.name, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.email, email));
  if (!owner) return false;
  try {
    await consumeLimit(deps, existingAccountNotices, email);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return true;
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const verifyToken = owner.isEmailVerified ? null : await createEmailToken(tx, deps.clock, owner.id, 'verify_email');
    const base = deps.config.publicUrl;
    await enqueueEmail(
      tx,
      deps.boss,
      existingAccountEmail(email, owner.name, {
        login: `${base}/login`,
        forgotPassword: `${base}/forgot-password`,
        verify: verifyToken ? `${base}/verify-email?token=${encodeURIComponent(verifyToken)}` : null,
      }),
    );
  });
  return true;
}
