import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { registrationSchema } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { verificationEmail } from './account-emails.ts';
import { createEmailToken } from './email-tokens.ts';

export type RegistrationData = z.output<typeof registrationSchema>;

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/**
 * Creates the account (and, for employers, their company), then queues the verification e-mail
 * in the same transaction. No session is opened until the address is verified.
 */
export async function registerUser(deps: AppDeps, input: RegistrationData): Promise<{ email: string }> {
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION', messages.passwordTooCommon, {
      errors: [{ msg: messages.passwordTooCommon, path: 'password' }],
    });
  }
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw new AppError('BAD_REQUEST', messages.userExists);

  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      let companyId: string | null = null;
      if (input.userType === 'employer') {
        const normalizedName = normalizeCompanyName(input.companyName);
        const [company] = await tx
          .insert(companies)
          .values({ name: input.companyName, normalizedName, industry: input.industry, location: input.location })
          .onConflictDoUpdate({ target: companies.normalizedName, set: { updatedAt: deps.clock.now() } })
          .returning({ id: companies.id });
        companyId = company?.id ?? null;
      }
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: input.name,
          phone: input.phone,
          location: input.location,
          userType: input.userType,
          companyId,
          // The onboarding wizard is for candidates; employers go straight to their dashboard.
          onboardingComplete: input.userType === 'employer',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      const token = await createEmailToken(tx, deps.clock, user.id, 'verify_email');
      const link = `${deps.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
      await enqueueEmail(tx, deps.boss, verificationEmail(input.email, input.name, link));
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('BAD_REQUEST', messages.userExists);
    throw error;
  }
  return { email: input.email };
}
