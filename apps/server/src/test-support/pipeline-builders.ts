import { eq } from 'drizzle-orm';
import type { ApplyResponse } from '@orbit/shared/application-contracts';
import { backgroundTaskDeps } from '../background-tasks.ts';
import { applications } from '../db/schema/applications.ts';
import { emails } from '../db/schema/mail.ts';
import type { RunnableTask } from '../lib/tasks/define-task.ts';
import type { SignedInEmployer } from './employer-builders.ts';
import { bearer } from './builders.ts';
import { buildJob, type BuiltJob } from './job-builders.ts';
import type { TestServer } from './test-server.ts';

/** A live job posted on Orbit Jobs by the employer's company (inserted directly; posting has its own tests). */
export function buildCompanyJob(
  server: TestServer,
  employer: SignedInEmployer,
  overrides: Parameters<typeof buildJob>[1] = {},
): Promise<BuiltJob> {
  return buildJob(server, {
    source: 'orbit',
    sourceId: null,
    postedBy: employer.id,
    companyId: employer.companyId,
    company: employer.companyName,
    title: 'Frontend Engineer',
    skills: ['React', 'TypeScript'],
    experienceLevel: 'mid',
    employmentType: 'Full-time',
    ...overrides,
  });
}

/** Applies through the API (so everything applying does happens) and answers the application. */
export async function applyTo(
  server: TestServer,
  token: string,
  jobId: string,
  body: { coverLetter?: string; notes?: string } = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: bearer(token),
    payload: { jobId, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`apply failed: ${response.statusCode} ${response.body}`);
  return response.json<ApplyResponse>();
}

/** Puts an application in a status directly, as if it had got there (a test's starting point). */
export async function setApplicationStatus(
  server: TestServer,
  applicationId: string,
  status: (typeof applications.$inferSelect)['status'],
  extra: Partial<typeof applications.$inferInsert> = {},
) {
  await server.database.db
    .update(applications)
    .set({ status, ...extra })
    .where(eq(applications.id, applicationId));
}

export async function applicationRow(server: TestServer, applicationId: string) {
  const [row] = await server.database.db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw new Error(`no application ${applicationId}`);
  return row;
}

/** The e-mails stored for an address (whatever became of them), oldest first. */
export async function emailsTo(server: TestServer, address: string) {
  const rows = await server.database.db.select().from(emails).where(eq(emails.toAddress, address));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Works now the jobs of a task that pg-boss holds back (a `startAfter` in the future, by the database's clock), through
 * the task's own handler with the server's deps and fake clock — what the worker would do once they are due. Answers
 * how many it worked.
 */
export async function runHeldBackJobs(
  server: TestServer,
  task: RunnableTask<ReturnType<typeof backgroundTaskDeps>>,
): Promise<number> {
  const deps = backgroundTaskDeps({
    db: server.database.db,
    clock: server.clock,
    log: server.app.log,
    config: server.config,
    boss: server.boss,
  });
  const jobs = await server.boss.fetch<object>(task.name, { ignoreStartAfter: true, batchSize: 50 });
  for (const job of jobs) {
    await task.run(deps, job.data, { id: job.id, retryCount: 0 });
    await server.boss.complete(task.name, job.id);
  }
  return jobs.length;
}
