import { and, count, eq, gt, inArray, isNotNull, min } from 'drizzle-orm';
import { candidateMessages } from '@orbit/shared/candidate-contracts';
import { outreachMessages, type ContactRequest, type ContactRequestInput } from '@orbit/shared/outreach-contracts';
import { contactRequestLifetimeDays, dailyContactRequests, declineCooldownDays } from '@orbit/shared/policy-figures';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { isLiveJobRow } from '../../domain/jobs/live-jobs.ts';
import { fileReport } from '../../domain/outreach/reports.ts';
import { deliverContactRequest } from '../../domain/outreach/request-delivery.ts';
import { recordAudit } from '../../domain/team/record-audit.ts';
import { assertMayReachOut } from '../../domain/outreach/suspension.ts';
import { messageHoldReasons } from '../../domain/screening/scam-phrases.ts';
import { lookingCompanyOf } from '../../domain/talent/looking-company.ts';
import { isVisibleToCompany } from '../../domain/talent/talent-visibility.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { presentContactRequest } from './list-requests.ts';
import { pendingPastExpiry, stillPending } from './request-state.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;

const dayMs = 24 * 60 * 60 * 1000;

export const jobNotActiveMessage = 'jobId must be one of your company’s active jobs';

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The seeker, only if the talent pool shows them to this company: anyone else is the candidates' same 404. */
async function visibleSeeker(deps: Deps, company: Parameters<typeof isVisibleToCompany>[1], seekerId: string) {
  const notFound = new AppError('NOT_FOUND', candidateMessages.notFound);
  if (!isUuid(seekerId)) throw notFound;
  const [seeker] = await deps.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      userType: users.userType,
      isEmailVerified: users.isEmailVerified,
      talentVisibility: users.talentVisibility,
      hiddenCompanyKeys: users.hiddenCompanyKeys,
    })
    .from(users)
    .where(eq(users.id, seekerId));
  if (!seeker || !isVisibleToCompany(seeker, company)) throw notFound;
  return seeker;
}

/** The job the request is about: one of the company's own posts, live now (what its dashboard calls Active). */
async function activeCompanyJob(deps: Deps, companyId: string, jobId: string) {
  const [job] = await deps.db
    .select({ id: jobs.id, title: jobs.title, status: jobs.status, expiresAt: jobs.expiresAt })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), isNotNull(jobs.postedBy)));
  if (!job || !isLiveJobRow(job, deps.clock.now())) {
    throw new AppError('VALIDATION', jobNotActiveMessage, { errors: [{ path: 'jobId', msg: jobNotActiveMessage }] });
  }
  return job;
}

/**
 * `POST /api/candidates/:id/contact`: a company asks a seeker the talent pool shows it to. The rules are checked in
 * one transaction that first locks the company's row, so two requests of one company at once are counted one after
 * the other: not after the seeker declined or reported its request in the last 90 days, not while one is open (the
 * partial unique index has the last word), and at most 25 a day for a verified company, 5 otherwise, counted over
 * the last 24 hours by the app's clock. The seeker's e-mail is queued in the same transaction.
 *
 * The subject and message are screened as an employer's messages are: one asking for money, identity or bank details,
 * or to talk elsewhere only, is stored held, with a report for the moderators (no reporter: screening held it). The
 * seeker neither sees it nor is e-mailed; it still counts toward the day's limit and holds the one open place, so
 * rewording it cannot get round the hold. A moderator dismissing the report delivers it (features/moderation).
 */
export async function sendContactRequest(
  deps: Deps,
  employerId: string,
  seekerId: string,
  input: ContactRequestInput,
): Promise<{ contactRequest: ContactRequest; notice?: string }> {
  const company = await lookingCompanyOf(deps.db, employerId);
  if (!company) throw new AppError('FORBIDDEN', candidateMessages.noCompany);
  await assertMayReachOut(deps.db, company.id);
  const seeker = await visibleSeeker(deps, company, seekerId);
  const job = input.jobId ? await activeCompanyJob(deps, company.id, input.jobId) : null;
  const now = deps.clock.now();
  const heldReasons = messageHoldReasons(`${input.subject ?? ''}\n${input.message}`);
  const held = heldReasons.length > 0;

  try {
    return await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, company.id))
        .for('update');
      const pair = and(eq(contactRequests.companyId, company.id), eq(contactRequests.seekerId, seeker.id));
      // A request whose 14 days ran out no longer holds the one open place, whether or not the sweep came by.
      await tx
        .update(contactRequests)
        .set({ status: 'expired' })
        .where(and(pair, pendingPastExpiry(now)));

      const [refused] = await tx
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(
          and(
            pair,
            inArray(contactRequests.status, ['declined', 'reported']),
            gt(contactRequests.decidedAt, new Date(now.getTime() - declineCooldownDays * dayMs)),
          ),
        )
        .limit(1);
      if (refused) throw new AppError('CONFLICT', outreachMessages.declinedRecently);
      const [open] = await tx
        .select({ id: contactRequests.id })
        .from(contactRequests)
        .where(and(pair, stillPending(now)))
        .limit(1);
      if (open) throw new AppError('CONFLICT', outreachMessages.alreadyOpen);

      const dayAgo = new Date(now.getTime() - dayMs);
      const [sentToday] = await tx
        .select({ sent: count(), oldest: min(contactRequests.createdAt) })
        .from(contactRequests)
        .where(and(eq(contactRequests.companyId, company.id), gt(contactRequests.createdAt, dayAgo)));
      const limit = company.verified ? dailyContactRequests.verified : dailyContactRequests.unverified;
      if (sentToday && sentToday.sent >= limit) {
        const oldest = sentToday.oldest ? new Date(sentToday.oldest).getTime() : now.getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + dayMs - now.getTime()) / 1000));
        throw new AppError('RATE_LIMITED', outreachMessages.dailyLimit, { retryAfterSeconds });
      }

      const [row] = await tx
        .insert(contactRequests)
        .values({
          companyId: company.id,
          seekerId: seeker.id,
          senderId: employerId,
          jobId: job?.id ?? null,
          subject: input.subject ?? '',
          message: input.message,
          salaryMin: input.salaryMin,
          salaryMax: input.salaryMax,
          salaryCurrency: input.salaryCurrency,
          held,
          heldReasons,
          createdAt: now,
          expiresAt: new Date(now.getTime() + contactRequestLifetimeDays * dayMs),
        })
        .returning();
      if (!row) throw new Error('contact request insert returned no row');
      const companyName = locked?.name ?? '';
      if (held) await fileReport(tx, { kind: 'contact-request', companyId: company.id, contactRequestId: row.id });
      else await deliverContactRequest(tx, deps, row.id);
      await recordAudit(tx, {
        companyId: company.id,
        actorId: employerId,
        action: 'contact.sent',
        at: now,
        jobId: job?.id ?? null,
        detail: [seeker.name, held ? '(held for review)' : ''].filter(Boolean).join(' '),
      });
      const contactRequest = presentContactRequest(
        { ...row, companyName, jobId: job?.id ?? null, jobTitle: job?.title ?? null },
        { now, verified: company.verified, candidateName: seeker.name },
      );
      return held ? { contactRequest, notice: outreachMessages.requestHeld } : { contactRequest };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', outreachMessages.alreadyOpen);
    throw error;
  }
}
