import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@orbit/shared/auth-contracts';
import type { User } from '@orbit/shared/auth-contracts';
import { talentPoolSeekersOnlyMessage } from '@orbit/shared/talent-contracts';
import { users } from '../../db/schema/accounts.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { hiddenCompanyKeys } from '../../domain/talent/talent-visibility.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/auth/session-tokens.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { loadUser } from './present-user.ts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Drops repeats that differ only in case, keeping the first spelling. */
const dedupe = (list: string[], keyOf = (item: string) => item.toLowerCase()) => {
  const seen = new Map<string, string>();
  for (const item of list) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
};

/**
 * The hidden companies as typed, once per company ('Paystack' and 'paystack ltd.' are one, as the companies table
 * keys them), and the keys the candidate search compares, written together so they never disagree.
 */
function hiddenCompaniesChange(names: string[]) {
  const list = dedupe(names, (name) => normalizeCompanyName(name) || name.toLowerCase());
  return { hiddenFromCompanies: list, hiddenCompanyKeys: hiddenCompanyKeys(list) };
}

/**
 * Saves the fields sent (absent fields keep their value) and answers the updated profile. The talent pool's settings
 * are a seeker's: an employer sending them is told so (400) rather than having them silently dropped, since an
 * employer is never in the pool and a client that sends them has misread whose profile it edits.
 */
export async function updateProfile(
  deps: AppDeps,
  caller: Pick<AuthContext, 'userId' | 'userType'>,
  input: ProfileUpdate,
): Promise<User> {
  const { hiddenFromCompanies, ...fields } = input;
  if (caller.userType !== 'candidate') {
    const sent = (['talentVisibility', 'hiddenFromCompanies'] as const).filter((key) => input[key] !== undefined);
    if (sent.length > 0) {
      throw new AppError('VALIDATION', talentPoolSeekersOnlyMessage, {
        errors: sent.map((path) => ({ msg: talentPoolSeekersOnlyMessage, path })),
      });
    }
  }
  const changes = {
    ...fields,
    ...(input.skills ? { skills: dedupe(input.skills) } : {}),
    ...(input.jobTypes ? { jobTypes: dedupe(input.jobTypes) } : {}),
    ...(hiddenFromCompanies ? hiddenCompaniesChange(hiddenFromCompanies) : {}),
  };
  await deps.db
    .update(users)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(eq(users.id, caller.userId));
  return loadUser(deps, caller.userId);
}

/** An employer's notification choice: each new application at once, or one daily digest. */
export async function updateEmployerSettings(
  deps: AppDeps,
  userId: string,
  input: { applicationEmails: 'instant' | 'daily' },
): Promise<User> {
  await deps.db
    .update(users)
    .set({ applicationEmails: input.applicationEmails, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
  return loadUser(deps, userId);
}
