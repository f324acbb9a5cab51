import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Application } from '@orbit/shared/application-contracts';
import type { Db } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { applicationJobColumns, presentApplication } from './present-application.ts';

/** The seeker's own applications (withdrawn ones left out), newest first, each with its job. */
export async function listApplications(db: Pick<Db, 'select'>, seekerId: string): Promise<Application[]> {
  const rows = await db
    .select({ application: applications, job: applicationJobColumns })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.seekerId, seekerId), isNull(applications.withdrawnAt)))
    .orderBy(desc(applications.appliedAt), desc(applications.id));
  return rows.map((row) => presentApplication(row.application, row.job));
}
