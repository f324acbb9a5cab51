import { escapeHtml } from '../../lib/html/escape-html.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/**
 * The words of Autopilot's one follow-up. It goes out under the seeker's name without them reading it, so it says only
 * what is known — which job, when they applied, who they are — and asks for nothing: polite, short, no claims.
 */

export interface FollowUpFacts {
  seekerName: string;
  jobTitle: string;
  appliedAt: Date;
  /** The seeker's Autopilot time zone: the day they applied, as they would name it. */
  timeZone: string;
}

/** Subjects and headers come from feeds and profiles: one line only. */
const oneLine = (text: string) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** '15 January 2026' in the seeker's zone (UTC when the zone is unknown to this runtime). */
export function appliedOn(date: Date, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone }).format(date);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The message itself: the note employers see in the pipeline, and the body of the e-mail in the thread. */
export function followUpMessage(facts: FollowUpFacts): string {
  const title = oneLine(facts.jobTitle);
  const name = oneLine(facts.seekerName);
  const role = title ? `the ${title} position` : 'this position';
  return [
    'Hello,',
    `I applied for ${role} on ${appliedOn(facts.appliedAt, facts.timeZone)} and wanted to follow up politely. I remain interested in the role and would be glad to answer any questions.`,
    'Thank you for your time.',
    ...(name ? [name] : []),
  ].join('\n\n');
}

/** 'Re: <original subject>', once: a subject that already starts with Re: keeps its one. */
export function replySubject(originalSubject: string): string {
  const subject = oneLine(originalSubject);
  return (/^re:/i.test(subject) ? subject : `Re: ${subject}`).slice(0, 250);
}

/**
 * The follow-up to an application sent by e-mail: to the same address, in the same thread (the mail task turns
 * `inReplyToEmailId` into In-Reply-To and References), replies going to the seeker as the application's did. It
 * carries the application's id, so a withdrawal before it leaves cancels it.
 */
export function followUpEmail(
  original: { id: string; toAddress: string; subject: string; replyTo: string | null },
  message: string,
  context: { applicationId: string; seekerName: string; seekerEmail: string; publicUrl: string },
): OutgoingEmail {
  const name = oneLine(context.seekerName) || 'the candidate';
  // The address stands alone at the end of the line, so a mail client links exactly it.
  const footer = `Sent through Orbit Jobs on behalf of ${name}. Reply to this e-mail to reach them directly. Orbit Jobs: ${context.publicUrl}`;
  const text = [message, '', `— ${footer}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
${message
  .split(/\n{2,}/)
  .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
  .join('\n')}
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  return {
    to: original.toAddress,
    subject: replySubject(original.subject),
    text,
    html,
    replyTo: original.replyTo ?? context.seekerEmail,
    applicationId: context.applicationId,
    inReplyToEmailId: original.id,
  };
}
