import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { isNativeJob } from '@orbit/shared/job-kind';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { emails } from '../../db/schema/mail.ts';
import { scrubIdentity, type Identity } from './scrub-identity.ts';

type Tx = Pick<Db, 'select' | 'selectDistinct' | 'update' | 'delete'>;

/**
 * A deleted seeker's applications. One to a job posted here stays in its employer's pipeline — the company's record
 * of its hiring, its counts and response times — but says nothing of the person: no seeker (the pipeline shows
 * "Deleted account"), no cover letter, notes, resume, submission details or follow-up, and their name, address and
 * phone taken out of what the employer wrote (notes, feedback), and where they lived (the analytics count it under
 * Unknown). What stays: the job, the status and its dates, the match score and its breakdown (skills matched and
 * missing, not who). One to an imported job has no employer here to
 * keep it for: it is deleted.
 */
export async function anonymiseApplications(tx: Tx, identity: Identity & { id: string }, now: Date): Promise<void> {
  const rows = await tx
    .select({
      id: applications.id,
      postedBy: jobs.postedBy,
      source: jobs.source,
      employerNotes: applications.employerNotes,
      feedback: applications.feedback,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.seekerId, identity.id));
  const imported = rows.filter((row) => !isNativeJob(row));
  if (imported.length > 0)
    await tx.delete(applications).where(
      inArray(
        applications.id,
        imported.map((row) => row.id),
      ),
    );
  for (const row of rows.filter((candidate) => isNativeJob(candidate))) {
    await tx
      .update(applications)
      .set({
        seekerId: null,
        coverLetter: '',
        notes: '',
        resumeFileId: null,
        externalSubmission: null,
        failureReason: null,
        followUpMessage: null,
        applicantLocation: null,
        employerNotes: scrubIdentity(row.employerNotes, identity),
        feedback: scrubIdentity(row.feedback, identity),
        updatedAt: now,
      })
      .where(eq(applications.id, row.id));
  }
}

/**
 * Our copies of e-mails about a user, erased before their applications change (the links by application id are read
 * first): every e-mail to them, every e-mail that carried one of their applications or named their address (replies
 * went to them), and the notices to the employers they applied to that named them (a new application, a digest, an
 * accepted offer). Queued ones never leave: the send task finds no row.
 */
export async function eraseEmailsAbout(tx: Tx, user: { id: string; email: string; name: string }): Promise<number> {
  const email = user.email.toLowerCase();
  const [applicationIds, employers] = await Promise.all([
    tx.select({ id: applications.id }).from(applications).where(eq(applications.seekerId, user.id)),
    tx
      .selectDistinct({ email: users.email })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(users, eq(users.id, jobs.postedBy))
      .where(and(eq(applications.seekerId, user.id), isNotNull(jobs.postedBy))),
  ]);
  const ids = applicationIds.map((row) => row.id);
  const employerAddresses = employers.map((row) => row.email.toLowerCase());
  const name = user.name.trim().toLowerCase();
  const namesThem = sql`(position(${name} in lower(${emails.subject})) > 0 or position(${name} in lower(${emails.textBody})) > 0)`;
  const erased = await tx
    .delete(emails)
    .where(
      or(
        sql`lower(${emails.toAddress}) = ${email}`,
        sql`lower(${emails.replyTo}) = ${email}`,
        sql`position(${email} in lower(${emails.textBody})) > 0`,
        ...(ids.length > 0 ? [inArray(emails.applicationId, ids)] : []),
        ...(employerAddresses.length > 0 && name
          ? [and(inArray(sql`lower(${emails.toAddress})`, employerAddresses), namesThem)]
          : []),
      ),
    )
    .returning({ id: emails.id });
  return erased.length;
}
