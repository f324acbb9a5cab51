import fs from 'node:fs';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { DeleteAccountInput } from '@orbit/shared/data-rights-contracts';
import { messages } from '@orbit/shared/messages';
import { jobAlerts } from '../../db/schema/alerts.ts';
import { rateLimitEvents, users } from '../../db/schema/accounts.ts';
import { dataExports } from '../../db/schema/data-rights.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { jobViews } from '../../db/schema/jobs.ts';
import { contactMessages } from '../../db/schema/support.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { userViewerKey } from '../../domain/jobs/job-views.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { anonymiseApplications, eraseEmailsAbout } from './anonymise-applications.ts';
import { anonymiseOutreach } from './anonymise-outreach.ts';
import { confirmDeletion } from './confirm-deletion.ts';
import { exportsFolder } from './data-export-task.ts';
import { accountDeletedEmail } from './data-rights-emails.ts';
import { departEmployer } from './employer-departure.ts';
import { limiterKeysOf } from './limiter-keys.ts';

/**
 * `POST /api/users/delete-account`: erases the signed-in user, once they confirmed it (confirm-deletion.ts: the
 * password re-entered, or for an account without one its e-mail address and any two-step code). One transaction,
 * the user's row locked first (two deletions at once: the second finds no user):
 *   - an employer's posts are closed with a message to their applicants, or stay with the company's other accounts
 *     (employer-departure.ts);
 *   - our copies of e-mails to or about them are erased, their applications to jobs posted here anonymised and the
 *     others deleted (anonymise-applications.ts), and so are a seeker's contact requests, conversations and reports
 *     (anonymise-outreach.ts);
 *   - the rows that name them without a foreign key: job views, rate-limit events, the mobile-app waitlist, contact messages,
 *     job alerts made signed out for their address;
 *   - their uploads' rows (resumes, picture, logo; their reading goes with them) and, by foreign key, sessions,
 *     e-mail tokens, Autopilot settings and decisions, data exports, the talent pool's record of who looked at them
 *     (an employer's own looks stay with the company, without them);
 *   - the confirmation e-mail is queued to the address, then the user row is deleted.
 * The files on disk (uploads, export zips) are removed after the commit: a failed deletion must not lose them, and a
 * file left by a crash has no row pointing at it.
 */
export async function deleteAccount(deps: AppDeps, userId: string, confirmation: DeleteAccountInput): Promise<void> {
  await confirmDeletion(deps, userId, confirmation);

  const now = deps.clock.now();
  const storedFiles = await deps.db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!account) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
    const identity = { id: account.id, name: account.name, email: account.email.toLowerCase(), phone: account.phone };

    const departed =
      account.userType === 'employer' ? await departEmployer(tx, deps, account) : { closed: 0, handedOver: 0 };
    await eraseEmailsAbout(tx, identity);
    await anonymiseApplications(tx, identity, now);
    if (account.userType !== 'employer') await anonymiseOutreach(tx, identity);
    await tx.delete(jobViews).where(eq(jobViews.viewerKey, userViewerKey(account.id)));
    await tx.delete(rateLimitEvents).where(or(...limiterKeysOf(identity)));
    await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = ${identity.email}`);
    await tx.delete(contactMessages).where(eq(contactMessages.email, identity.email));
    // Their job alerts: the account's go by foreign key, these are the ones made signed out for the address.
    await tx.delete(jobAlerts).where(eq(jobAlerts.email, identity.email));
    const exports = await tx
      .select({ storedName: dataExports.storedName })
      .from(dataExports)
      .where(eq(dataExports.userId, account.id));
    const uploads = await tx
      .delete(uploadedFiles)
      .where(eq(uploadedFiles.ownerUserId, account.id))
      .returning({ storedName: uploadedFiles.storedName });

    await enqueueEmail(
      tx,
      deps.boss,
      accountDeletedEmail(account.email, account.name, departed, `${deps.config.publicUrl}/contact`),
    );
    await tx.delete(users).where(eq(users.id, account.id));
    return [
      ...uploads.map((file) => path.join(deps.config.uploadDir, file.storedName)),
      ...exports.flatMap((entry) =>
        entry.storedName ? [path.join(exportsFolder(deps.config.uploadDir), entry.storedName)] : [],
      ),
    ];
  });

  for (const file of storedFiles) {
    try {
      await fs.promises.rm(file, { force: true });
    } catch (error) {
      deps.log.error({ err: error, file: path.basename(file) }, 'could not remove a deleted account’s file');
    }
  }
  deps.log.info({ files: storedFiles.length }, 'account deleted');
}
