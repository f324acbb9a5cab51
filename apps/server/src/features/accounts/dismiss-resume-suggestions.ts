import { eq } from 'drizzle-orm';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import type { DismissResumeSuggestionsInput } from '@orbit/shared/resume-contracts';
import { users } from '../../db/schema/accounts.ts';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { loadUser } from './present-user.ts';

/**
 * Turns down suggestions read from the current resume so they are not offered again (for this file: a new resume
 * is read afresh). Dismissing twice, or a skill that was never suggested, changes nothing harmful.
 */
export async function dismissResumeSuggestions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  input: DismissResumeSuggestionsInput,
): Promise<User> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileId: resumeAnalyses.fileId, dismissed: resumeAnalyses.dismissed })
      .from(users)
      .innerJoin(resumeAnalyses, eq(resumeAnalyses.fileId, users.resumeFileId))
      .where(eq(users.id, userId))
      .for('update', { of: resumeAnalyses });
    if (!row) throw new AppError('CONFLICT', messages.noResumeToDismiss);
    const skills = [...new Set([...row.dismissed.skills, ...(input.skills ?? [])])].slice(0, 500);
    await tx
      .update(resumeAnalyses)
      .set({
        dismissed: {
          skills,
          title: row.dismissed.title || input.title === true,
          experience: row.dismissed.experience || input.experience === true,
        },
      })
      .where(eq(resumeAnalyses.fileId, row.fileId));
  });
  return loadUser(deps, userId);
}
