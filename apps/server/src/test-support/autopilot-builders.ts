import { eq } from 'drizzle-orm';
import type { AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { defaultAutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { users } from '../db/schema/accounts.ts';
import { autopilotSettings } from '../db/schema/autopilot.ts';
import { resumeAnalyses } from '../db/schema/files.ts';
import { buildSeeker, type SignedInSeeker } from './application-builders.ts';
import type { TestServer } from './test-server.ts';

/**
 * A seeker Autopilot can work for: verified, a resume read (its analysis stored as done, so no test waits for the
 * reader), a location in a country and skills. Each call makes its own user.
 */
export async function buildAutopilotSeeker(
  server: TestServer,
  options: { location?: string; skills?: string[]; title?: string; name?: string } = {},
): Promise<SignedInSeeker> {
  const seeker = await buildSeeker(server, {
    skills: options.skills ?? ['Go', 'Kubernetes', 'PostgreSQL'],
    name: options.name ?? 'Kofi Autopilot',
  });
  await server.database.db
    .update(users)
    .set({ location: options.location ?? 'Lagos, Nigeria', title: options.title ?? 'Backend Engineer' })
    .where(eq(users.id, seeker.id));
  await server.database.db
    .insert(resumeAnalyses)
    .values({
      fileId: seeker.resumeFileId!,
      userId: seeker.id,
      status: 'done',
      skills: ['Go', 'Kubernetes'],
      yearsOfExperience: 6,
      latestTitle: 'Backend Engineer',
    })
    .onConflictDoUpdate({
      target: resumeAnalyses.fileId,
      set: { status: 'done', skills: ['Go', 'Kubernetes'], yearsOfExperience: 6, latestTitle: 'Backend Engineer' },
    });
  return seeker;
}

/**
 * Saves settings straight into the table (no scan is queued, unlike the API), active unless said otherwise, so a
 * test runs the scan itself when it wants one. `updatedAt` is a moment before the test clock's now.
 */
export async function setAutopilot(
  server: TestServer,
  seekerId: string,
  overrides: Partial<AutopilotSettings> = {},
): Promise<void> {
  const values = {
    ...defaultAutopilotSettings,
    isActive: true,
    minimumMatchScore: 0,
    mode: 'auto' as const,
    ...overrides,
    updatedAt: new Date(server.clock.now().getTime() - 1000),
  };
  await server.database.db
    .insert(autopilotSettings)
    .values({ userId: seekerId, ...values })
    .onConflictDoUpdate({ target: autopilotSettings.userId, set: values });
}
