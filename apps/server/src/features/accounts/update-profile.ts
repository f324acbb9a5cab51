import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@orbit/shared/auth-contracts';
import type { User } from '@orbit/shared/auth-contracts';
import { users } from '../../db/schema/accounts.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { loadUser } from './present-user.ts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Drops repeats that differ only in case, keeping the first spelling. */
const dedupe = (list: string[]) => {
  const seen = new Map<string, string>();
  for (const item of list) if (!seen.has(item.toLowerCase())) seen.set(item.toLowerCase(), item);
  return [...seen.values()];
};

/** Saves the fields sent (absent fields keep their value) and answers the updated profile. */
export async function updateProfile(deps: AppDeps, userId: string, input: ProfileUpdate): Promise<User> {
  const changes = {
    ...input,
    ...(input.skills ? { skills: dedupe(input.skills) } : {}),
    ...(input.jobTypes ? { jobTypes: dedupe(input.jobTypes) } : {}),
  };
  await deps.db
    .update(users)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(eq(users.id, userId));
  return loadUser(deps, userId);
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
