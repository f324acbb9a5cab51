import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { autopilotDecisions } from '../db/schema/autopilot.ts';
import { resumeAnalyses } from '../db/schema/files.ts';
import { waitlistEntries } from '../db/schema/waitlist.ts';
import { storeFile } from '../lib/uploads.ts';
import type { SignedInSeeker } from './application-builders.ts';
import { buildAutopilotSeeker, setAutopilot } from './autopilot-builders.ts';
import { bearer } from './builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from './employer-builders.ts';
import { buildJob, type BuiltJob } from './job-builders.ts';
import { applyTo, buildCompanyJob } from './pipeline-builders.ts';
import { samplePng } from './sample-files.ts';
import type { TestServer } from './test-server.ts';

/** A name, address and phone number found nowhere else in the database, so a search for them finds only this person. */
export function uniqueIdentity(role: string) {
  const tag = crypto.randomBytes(4).toString('hex');
  return {
    name: `Zuri ${role} Quaye-${tag}`,
    phone: `+233 24 ${crypto.randomInt(100, 999)} ${crypto.randomInt(1000, 9999)}`,
  };
}

export interface SeekerWithData extends SignedInSeeker {
  name: string;
  phone: string;
  pictureFileId: string;
  employer: SignedInEmployer;
  /** The employer's job the seeker applied to (kept, anonymised, after deletion). */
  nativeJob: BuiltJob;
  nativeApplicationId: string;
  /** An imported job applied to by e-mail (its application is deleted with the account). */
  importedApplicationId: string;
  resumeText: string;
}

/**
 * A seeker with something in every place the app keeps data about a person: resume (read) and picture, an application
 * to an employer's job with a cover letter and notes (the employer's notes and feedback naming them), one to an
 * imported job sent by e-mail with the resume, Autopilot settings and a decision, a job view, e-mails, an e-mail
 * token, rate-limit events by address, a waitlist entry.
 */
export async function buildSeekerWithData(server: TestServer): Promise<SeekerWithData> {
  const { name, phone } = uniqueIdentity('Seeker');
  const seeker = await buildAutopilotSeeker(server, { name });
  const db = server.database.db;
  const resumeText = `${name} — Backend Engineer, six years of Go and Kubernetes`;
  await db
    .update(users)
    .set({ phone, bio: `I am ${name}.` })
    .where(eq(users.id, seeker.id));
  await db
    .update(resumeAnalyses)
    .set({ textContent: resumeText })
    .where(eq(resumeAnalyses.fileId, seeker.resumeFileId!));
  const pictureFileId = await storeFile(db, server.config.uploadDir, {
    ownerUserId: seeker.id,
    kind: 'profile_picture',
    originalName: 'me.png',
    mimeType: 'image/png',
    extension: 'png',
    bytes: samplePng(),
  });
  await db.update(users).set({ profilePictureFileId: pictureFileId }).where(eq(users.id, seeker.id));

  const employer = await buildCompanyEmployer(server);
  const nativeJob = await buildCompanyJob(server, employer, { skills: ['Go', 'Kubernetes'] });
  const native = await applyTo(server, seeker.token, nativeJob.id, {
    coverLetter: `Dear team, I am ${name}.`,
    notes: `Remember to call back ${phone}`,
  });
  const nativeApplicationId = native.application._id;
  const update = await server.app.inject({
    method: 'PATCH',
    url: `/api/applications/${nativeApplicationId}`,
    headers: bearer(employer.token),
    payload: {
      status: 'Reviewing',
      feedback: `Thank you, ${name}.`,
      employerNotes: `Strong Go. Phone ${phone}, e-mail ${seeker.email}.`,
    },
  });
  if (update.statusCode !== 200) throw new Error(`employer update failed: ${update.statusCode} ${update.body}`);

  const importedJob = await buildJob(server, {
    applicationMethodType: 'email',
    applicationMethodValue: `jobs-${crypto.randomBytes(3).toString('hex')}@imported.example`,
  });
  const imported = await applyTo(server, seeker.token, importedJob.id, { coverLetter: `Hello, this is ${name}.` });

  await setAutopilot(server, seeker.id, { isActive: false, baseCoverLetter: `Regards, ${name}` });
  const decisionJob = await buildJob(server, {});
  await db.insert(autopilotDecisions).values({
    seekerId: seeker.id,
    jobId: decisionJob.id,
    outcome: 'proposed',
    matchScore: 80,
    coverLetter: `Proposed letter by ${name}`,
  });

  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140' };
  await server.app.inject({
    method: 'GET',
    url: `/api/jobs/${nativeJob.id}`,
    headers: { ...browser, ...bearer(seeker.token) },
  });
  // A failed login (keyed by address and IP) and a reset request (an e-mail token, an e-mail, a key by address).
  await server.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: seeker.email, password: 'not-the-password-1' },
  });
  await server.app.inject({ method: 'POST', url: '/api/users/forgot-password', payload: { email: seeker.email } });
  await db.insert(waitlistEntries).values({ name, location: 'Accra', email: seeker.email.toUpperCase() });

  return {
    ...seeker,
    name,
    phone,
    pictureFileId,
    employer,
    nativeJob,
    nativeApplicationId,
    importedApplicationId: imported.application._id,
    resumeText,
  };
}

/**
 * Every row of every table (the app's and the job queue's) whose text holds one of `needles` (compared lower-case), as
 * `table: row`. Rows of `except` tables with the given ids are left out.
 */
export async function rowsMentioning(
  server: TestServer,
  needles: string[],
  except: { table: string; ids: string[] } = { table: '', ids: [] },
): Promise<string[]> {
  const db = server.database.db;
  // PGlite and node-postgres both answer { rows }; Drizzle's shared type does not say so.
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  const tables = await query<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    for (const needle of needles) {
      const rows = await query<{ row: string }>(
        sql`select t::text as row from ${table} t where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
      );
      for (const { row } of rows) {
        if (`${schema}.${name}` === except.table && except.ids.some((id) => row.includes(id))) continue;
        found.push(`${schema}.${name}: ${row.slice(0, 300)}`);
      }
    }
  }
  return found;
}
