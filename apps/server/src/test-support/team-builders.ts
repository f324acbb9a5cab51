import { eq } from 'drizzle-orm';
import type { TeamRole } from '@orbit/shared/team-contracts';
import { companyMembers } from '../db/schema/team.ts';
import { buildUser, loginAs, uniqueEmail } from './builders.ts';
import type { SignedInEmployer } from './employer-builders.ts';
import type { TestServer } from './test-server.ts';
import { turnOnTwoFactor } from './two-factor-builders.ts';

/**
 * Another member of the owner's company with `role` (and, for a hiring manager, `jobIds`), signed in, with two-step
 * verification on as buildCompanyEmployer's employers have it (contacting the talent pool needs it).
 */
export async function buildTeamMember(
  server: TestServer,
  owner: SignedInEmployer,
  role: TeamRole,
  options: { jobIds?: string[]; name?: string; email?: string } = {},
): Promise<SignedInEmployer & { recoveryCodes: string[] }> {
  const user = await buildUser(server, {
    userType: 'employer',
    name: options.name ?? `Team ${role}`,
    email: options.email ?? uniqueEmail(role),
    companyId: owner.companyId,
  });
  await server.database.db
    .update(companyMembers)
    .set({ role, jobIds: options.jobIds ?? [] })
    .where(eq(companyMembers.userId, user.id));
  const token = await loginAs(server, user);
  const { recoveryCodes } = await turnOnTwoFactor(server, token);
  return { ...user, recoveryCodes, companyId: owner.companyId, companyName: owner.companyName, token };
}

/** Gives a hiring manager one more job (as PATCH /api/team/:userId would). */
export async function assignJob(server: TestServer, member: { id: string }, jobId: string): Promise<void> {
  const [row] = await server.database.db
    .select({ jobIds: companyMembers.jobIds })
    .from(companyMembers)
    .where(eq(companyMembers.userId, member.id));
  await server.database.db
    .update(companyMembers)
    .set({ jobIds: [...(row?.jobIds ?? []), jobId] })
    .where(eq(companyMembers.userId, member.id));
}
