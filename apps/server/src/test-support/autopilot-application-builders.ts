import { eq } from 'drizzle-orm';
import { applications } from '../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../db/schema/autopilot.ts';
import type { TestServer } from './test-server.ts';

type SettingsValues = Omit<Partial<typeof autopilotSettings.$inferInsert>, 'userId'>;

/** Gives the seeker Autopilot settings (the defaults plus `values`), replacing any they had. */
export async function setAutopilotSettings(
  server: TestServer,
  userId: string,
  values: SettingsValues = {},
): Promise<void> {
  await server.database.db
    .insert(autopilotSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: autopilotSettings.userId, set: { ...values } });
}

/** Marks an application (made through the API, so everything applying does happened) as one Autopilot sent. */
export async function markAutopilotGenerated(server: TestServer, applicationId: string): Promise<void> {
  await server.database.db
    .update(applications)
    .set({ autopilotGenerated: true })
    .where(eq(applications.id, applicationId));
}

/** An application inserted directly, for tests about counts and summaries rather than applying itself. */
export async function insertApplication(
  server: TestServer,
  values: Pick<typeof applications.$inferInsert, 'seekerId' | 'jobId'> & Partial<typeof applications.$inferInsert>,
): Promise<string> {
  const [row] = await server.database.db
    .insert(applications)
    .values({ appliedAt: server.clock.now(), ...values })
    .returning({ id: applications.id });
  if (!row) throw new Error('application insert failed');
  return row.id;
}

/** A decision of the engine about a job for a seeker (e.g. a proposal waiting for approval). */
export async function insertDecision(
  server: TestServer,
  values: Pick<typeof autopilotDecisions.$inferInsert, 'seekerId' | 'jobId' | 'outcome'> &
    Partial<typeof autopilotDecisions.$inferInsert>,
): Promise<string> {
  const [row] = await server.database.db
    .insert(autopilotDecisions)
    .values(values)
    .returning({ id: autopilotDecisions.id });
  if (!row) throw new Error('decision insert failed');
  return row.id;
}
