import { escapeHtml } from '../../lib/html/escape-html.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';
import type { Applicant, ApplyJob } from './applicant.ts';

/** Header values come from feeds and profiles: no line breaks may reach a header. */
const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * The e-mail that submits an application to an employer's address: the cover letter in the body, the applicant's
 * contact details, the resume attached (by file id, read at send time), replies going to the seeker. The seeker's
 * private notes are not included.
 */
export function applicationEmail(
  job: ApplyJob,
  applicant: Applicant,
  coverLetter: string,
  options: { to: string; applicationId: string; publicUrl: string },
): OutgoingEmail {
  const subject = oneLine(`Application for ${job.title}: ${applicant.name}`).slice(0, 250);
  const contact = [
    `Name: ${applicant.name}`,
    `E-mail: ${applicant.email}`,
    ...(applicant.phone ? [`Phone: ${applicant.phone}`] : []),
    ...(applicant.location ? [`Location: ${applicant.location}`] : []),
    ...(applicant.title ? [`Current title: ${applicant.title}`] : []),
    ...(applicant.experience ? [`Experience: ${applicant.experience} years`] : []),
    ...(applicant.skills.length > 0 ? [`Skills: ${applicant.skills.join(', ')}`] : []),
  ];
  const intro = `${applicant.name} is applying for the position "${job.title}" at ${job.company}.`;
  const letter = coverLetter || 'No cover letter was written for this application.';
  const resumeLine = applicant.resume ? `Resume: attached (${applicant.resume.fileName}).` : 'No resume is attached.';
  const outro = `Reply to this e-mail to reach ${applicant.name} directly.`;
  // The address ends its line: a link followed by punctuation (once "(https://…)," here) opens a wrong page.
  const footer = `Sent through Orbit Jobs, a remote job board: ${options.publicUrl}`;

  const text = [
    `Hello ${job.company} hiring team,`,
    '',
    intro,
    '',
    letter,
    '',
    ...contact,
    resumeLine,
    '',
    outro,
    '',
    `— ${footer}`,
  ].join('\n');
  const paragraphs = (block: string) =>
    block
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111827">
<p>Hello ${escapeHtml(job.company)} hiring team,</p>
<p>${escapeHtml(intro)}</p>
${paragraphs(letter)}
<ul>${contact.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(resumeLine)}</p>
<p>${escapeHtml(outro)}</p>
<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p></body></html>`;

  return {
    to: options.to,
    subject,
    text,
    html,
    replyTo: applicant.email,
    attachmentFileIds: applicant.resume ? [applicant.resume.fileId] : [],
    applicationId: options.applicationId,
  };
}
