import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { profileUpdateSchema } from '@orbit/shared/auth-contracts';
import type { User } from '@orbit/shared/auth-contracts';
import { users } from '../../db/schema.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { loadUser } from './present-user.ts';

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

const dedupe = (list: string[]) => [...new Map(list.map((item) => [item.toLowerCase(), item])).values()];

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
  return loadUser(deps.db, userId);
}
