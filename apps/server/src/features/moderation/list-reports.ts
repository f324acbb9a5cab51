import { and, asc, desc, eq, gte, ne, type SQL } from 'drizzle-orm';
import type { OutreachReport } from '@orbit/shared/outreach-contracts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests, messages, outreachReports } from '../../db/schema/outreach.ts';
import type { AppDeps } from '../../lib/request-context.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Decided reports stay in the list this long, so a moderator can see what was just done (and by the team). */
const decidedShownDays = 30;
const decidedShownAtMost = 50;

/**
 * `GET /api/moderation/reports`: every open report, oldest first (the longest waiting is read first), then the
 * reports decided in the last 30 days, newest decision first. Each carries what was reported as written: the
 * request's subject or job and its message, or the message's body; the web app shows it as text.
 */
export async function listReports(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<OutreachReport[]> {
  const since = new Date(deps.clock.now().getTime() - decidedShownDays * dayMs);
  const [open, decided] = await Promise.all([
    readReports(deps, eq(outreachReports.status, 'open'), asc(outreachReports.createdAt)),
    readReports(
      deps,
      and(ne(outreachReports.status, 'open'), gte(outreachReports.decidedAt, since)),
      desc(outreachReports.decidedAt),
      decidedShownAtMost,
    ),
  ]);
  return [...open, ...decided];
}

async function readReports(
  deps: Pick<AppDeps, 'db'>,
  where: SQL | undefined,
  order: SQL,
  limit?: number,
): Promise<OutreachReport[]> {
  const query = deps.db
    .select({
      report: outreachReports,
      company: { id: companies.id, name: companies.name, suspendedAt: companies.suspendedAt },
      request: {
        subject: contactRequests.subject,
        message: contactRequests.message,
        heldReasons: contactRequests.heldReasons,
      },
      jobTitle: jobs.title,
      message: { body: messages.body, heldReasons: messages.heldReasons },
    })
    .from(outreachReports)
    .innerJoin(companies, eq(companies.id, outreachReports.companyId))
    .leftJoin(contactRequests, eq(contactRequests.id, outreachReports.contactRequestId))
    .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
    .leftJoin(messages, eq(messages.id, outreachReports.messageId))
    .where(where)
    .orderBy(order, asc(outreachReports.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(({ report, company, request, jobTitle, message }) => {
    const heldReasons = (report.kind === 'message' ? message?.heldReasons : request?.heldReasons) ?? [];
    return {
      _id: report.id,
      kind: report.kind,
      company: { _id: company.id, name: company.name, suspended: company.suspendedAt !== null },
      text: reportedText(request, jobTitle, message),
      reason: report.reason,
      // No reporter and reasons to hold it: screening's own. A seeker's report loses its reporter when they delete
      // their account, but a message or request they could read was never held.
      heldByScreening: report.reporterId === null && heldReasons.length > 0,
      heldReasons,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
    };
  });
}

/** A request reads as the seeker got it: what it is about (the job, or the subject), then the message. */
function reportedText(
  request: { subject: string; message: string } | null,
  jobTitle: string | null,
  message: { body: string } | null,
): string {
  if (message) return message.body;
  if (!request) return '';
  const about = jobTitle ? `Job: ${jobTitle}` : request.subject ? `Subject: ${request.subject}` : '';
  return about ? `${about}\n\n${request.message}` : request.message;
}
