import { securityMessages } from '@orbit/shared/security-contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { lookingCompanyOf } from '../talent/looking-company.ts';
import { applicationsToCompany } from './contact-access.ts';

/**
 * An employer account reaches a seeker who has not applied to its company only with two-step verification on: scam
 * recruiters take over real employer accounts to reach seekers, and one password is all they need without it. A
 * seeker who applied came to the company first, so answering them needs nothing more. Checked before anything about
 * the seeker is read, so the refusal says nothing of who is in the talent pool; an unknown id, or an account without
 * a company, is left to the caller's own answers.
 */
export async function assertTwoStepForOutreach(
  db: Pick<Db, 'select' | 'selectDistinct' | 'selectDistinctOn'>,
  caller: { userId: string; twoFactorEnabled: boolean },
  seekerId: string,
): Promise<void> {
  if (caller.twoFactorEnabled || !isUuid(seekerId)) return;
  const company = await lookingCompanyOf(db, caller.userId);
  if (!company) return;
  if ((await applicationsToCompany(db, company.id, seekerId)).length > 0) return;
  throw new AppError('FORBIDDEN', securityMessages.outreachNeedsTwoFactor);
}
