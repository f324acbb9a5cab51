import { eq } from 'drizzle-orm';
import { contactRequestLifetimeDays } from '@orbit/shared/policy-figures';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import { enqueueEmail, type OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import type { TaskSender } from '../../lib/tasks/define-task.ts';
import { verifiedCompanyIds } from '../companies/company-trust.ts';

/**
 * A contact request reaching its seeker: the e-mail that tells them. Sent when the request is sent
 * (features/contact-requests) or, for one screening held, when a moderator releases it (features/moderation).
 * Everything an employer wrote is passed as text: emailLayout escapes it into the HTML part. Subjects are one line,
 * since a line break in a header could add headers of its own.
 */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

const pay = (request: { salaryMin: number; salaryMax: number; salaryCurrency: string }) =>
  `${request.salaryCurrency} ${request.salaryMin.toLocaleString('en-US')} – ${request.salaryMax.toLocaleString('en-US')}`;

export interface NewRequestEmail {
  to: string;
  seekerName: string;
  company: string;
  verified: boolean;
  /** The job's title, or the subject the employer wrote. */
  about: { job: string } | { subject: string };
  salaryMin: number;
  salaryMax: number;
  salaryCurrency: string;
  publicUrl: string;
}

/**
 * To the seeker: who asks, about what, for what pay; nothing of the seeker was shared yet. The employer's own words
 * stay in the inbox: a stranger's message in an e-mail reaches a mail client that turns its addresses into links and
 * that no report button sits beside, which is where fake recruiters want seekers to answer.
 */
export function newRequestEmail(content: NewRequestEmail): OutgoingEmail {
  const about = 'job' in content.about ? `the job “${content.about.job}”` : `“${content.about.subject}”`;
  const trust = content.verified
    ? 'A verified employer: their e-mail address is at the company website’s domain.'
    : 'Not a verified employer: we could not tie their e-mail address to the company’s website. Be careful, and never pay anything to be hired.';
  return emailLayout({
    to: content.to,
    subject: oneLine(`${content.company} would like to talk to you on Orbit Jobs`).slice(0, 250),
    lines: [
      `Hi ${content.seekerName},`,
      `${content.company} sent you a contact request about ${about}.`,
      trust,
      `Pay offered: ${pay(content)}`,
      `Read their message in your inbox. They see your anonymous card only. Your name, e-mail, phone and resume are shared if you accept. You have ${contactRequestLifetimeDays} days to accept, decline or report it as suspicious in your inbox.`,
    ],
    action: { label: 'Answer in your inbox', url: `${content.publicUrl}/inbox` },
  });
}

/**
 * Queues the seeker's e-mail about the request, in the caller's transaction (the one that sends or releases it). A
 * request whose seeker deleted their account in the meantime reaches nobody.
 */
export async function deliverContactRequest(
  tx: Pick<Db, 'select' | 'insert' | 'execute'>,
  deps: { boss: TaskSender; config: Pick<Config, 'publicUrl'> },
  requestId: string,
): Promise<void> {
  const [row] = await tx
    .select({
      companyId: contactRequests.companyId,
      company: companies.name,
      seekerName: users.name,
      seekerEmail: users.email,
      jobTitle: jobs.title,
      subject: contactRequests.subject,
      salaryMin: contactRequests.salaryMin,
      salaryMax: contactRequests.salaryMax,
      salaryCurrency: contactRequests.salaryCurrency,
    })
    .from(contactRequests)
    .innerJoin(companies, eq(companies.id, contactRequests.companyId))
    .innerJoin(users, eq(users.id, contactRequests.seekerId))
    .leftJoin(jobs, eq(jobs.id, contactRequests.jobId))
    .where(eq(contactRequests.id, requestId));
  if (!row) return;
  const verified = (await verifiedCompanyIds(tx, [row.companyId])).has(row.companyId);
  await enqueueEmail(
    tx,
    deps.boss,
    newRequestEmail({
      to: row.seekerEmail,
      seekerName: row.seekerName,
      company: row.company,
      verified,
      about: row.jobTitle !== null ? { job: row.jobTitle } : { subject: row.subject },
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      salaryCurrency: row.salaryCurrency,
      publicUrl: deps.config.publicUrl,
    }),
  );
}
