import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { employerStatuses } from '@orbit/shared/pipeline-contracts';
import { passwordResetEmail, verificationEmail } from '../../features/accounts/account-emails.ts';
import { newDeviceEmail } from '../../domain/sign-in/new-device-email.ts';
import { alertConfirmationEmail, alertDigestEmail } from '../../features/alerts/alert-emails.ts';
import { alertLinks } from '../../features/alerts/alert-links.ts';
import type { Applicant, ApplyJob } from '../../features/applications/applicant.ts';
import { applicationEmail } from '../../features/applications/application-email.ts';
import {
  acceptedOfferEmail,
  applicationDigestEmail,
  newApplicationEmail,
} from '../../features/applications/employer-application-emails.ts';
import { statusEmail } from '../../features/applications/status-email.ts';
import { acceptedEmail, declinedEmail } from '../../features/contact-requests/contact-emails.ts';
import { newRequestEmail } from '../../domain/outreach/request-delivery.ts';
import { unreadEmail } from '../../features/conversations/unread-email.ts';
import { autopilotDigestEmail } from '../../features/autopilot/autopilot-digest.ts';
import { followUpEmail, followUpMessage } from '../../features/autopilot/follow-up-message.ts';
import {
  accountDeletedEmail,
  dataExportFailedEmail,
  dataExportReadyEmail,
} from '../../features/data-rights/data-rights-emails.ts';
import { postingApprovedEmail, postingRejectedEmail } from '../../features/job-posting/posting-emails.ts';
import { employerReinstatedEmail, employerSuspendedEmail } from '../../features/moderation/report-emails.ts';
import { senderCopyEmail, supportInboxEmail } from '../../features/support/support-emails.ts';
import { invitationEmail, invitationLink } from '../../features/team/team-emails.ts';
import type { OutgoingEmail } from './enqueue-email.ts';

/**
 * Every e-mail the app sends, built with sample data: in the plain-text part each link stands alone — followed by a
 * space, a line break or the end — so a mail client turns exactly the address into a link (one footer once
 * read "(https://…),", and the link it made ended in "),").
 */

const publicUrl = 'https://orbit.example';
const employer = { email: 'hiring@acme.example', name: 'Ada Employer' };
const job = { id: '6f0c1c1e-0000-4000-8000-000000000001', title: 'Platform Engineer', postedBy: 'employer-1' };
const applyJob = {
  ...job,
  company: 'Acme (Remote)',
  location: 'Lagos, Nigeria',
  source: 'remotive',
  sourceUrl: 'https://remotive.example/jobs/1',
  status: 'live',
  expiresAt: new Date('2026-07-01T00:00:00Z'),
  applicationMethodType: 'email',
  applicationMethodValue: 'jobs@acme.example',
} as ApplyJob;
const applicant: Applicant = {
  id: 'seeker-1',
  name: 'Kofi Mensah',
  email: 'kofi@example.org',
  phone: '+233 20 000 0000',
  location: 'Accra, Ghana',
  title: 'Frontend Developer',
  experience: '3-5',
  education: "Bachelor's Degree",
  skills: ['React', 'TypeScript'],
  bio: '',
  resume: { fileId: 'file-1', fileName: 'kofi.pdf', mimeType: 'application/pdf' },
};

const emails: Record<string, OutgoingEmail[]> = {
  'features/team/team-emails.ts': [
    invitationEmail({
      to: 'ada@example.org',
      company: 'Acme <Remote>',
      inviterName: 'Grace Hiring',
      role: 'hiring-manager',
      link: invitationLink(publicUrl, 'abc_DEF-123'),
    }),
  ],
  'features/accounts/account-emails.ts': [
    verificationEmail('kofi@example.org', 'Kofi', `${publicUrl}/verify-email?token=abc_DEF-123`),
    passwordResetEmail('kofi@example.org', 'Kofi', `${publicUrl}/reset-password?token=abc_DEF-123`),
  ],
  'domain/sign-in/new-device-email.ts': [
    newDeviceEmail('kofi@example.org', 'Kofi', {
      device: 'Chrome on Windows',
      address: '203.0.113.•••',
      at: new Date('2026-06-01T09:30:00Z'),
      sessionsUrl: `${publicUrl}/profile#sessions`,
    }),
  ],
  'features/applications/application-email.ts': [
    applicationEmail(applyJob, applicant, 'I would love to join your team.', {
      to: 'jobs@acme.example',
      applicationId: 'a1',
      publicUrl,
    }),
    applicationEmail(applyJob, { ...applicant, resume: null }, '', {
      to: 'jobs@acme.example',
      applicationId: 'a2',
      publicUrl,
    }),
  ],
  'features/applications/status-email.ts': employerStatuses.map((status) =>
    statusEmail({
      to: 'kofi@example.org',
      name: 'Kofi',
      jobTitle: 'Platform Engineer',
      company: 'Acme',
      status,
      feedback: status === 'Rejected' ? 'Thank you for your time.' : '',
      applicationsUrl: `${publicUrl}/applications`,
      unsubscribeUrl: `${publicUrl}/api/applications/status-emails/unsubscribe?token=xyz`,
    }),
  ),
  'features/applications/employer-application-emails.ts': [
    newApplicationEmail(employer, { matchScore: 87, coverLetter: 'Hello' }, job, applicant, publicUrl),
    applicationDigestEmail(
      employer,
      [
        { applicationId: 'a1', jobId: job.id, jobTitle: job.title, seekerName: 'Kofi Mensah', matchScore: 87 },
        { applicationId: 'a2', jobId: 'job-2', jobTitle: 'Designer', seekerName: 'Amina Bello', matchScore: null },
      ],
      publicUrl,
    ),
    acceptedOfferEmail(employer, job, 'Kofi Mensah', publicUrl),
  ],
  'features/job-posting/posting-emails.ts': [
    postingApprovedEmail({
      to: employer.email,
      name: employer.name,
      jobTitle: job.title,
      url: `${publicUrl}/dashboard`,
    }),
    postingRejectedEmail({
      to: employer.email,
      name: employer.name,
      jobTitle: job.title,
      url: `${publicUrl}/dashboard`,
      reason: 'Contact details in the text.',
    }),
  ],
  'features/autopilot/autopilot-digest.ts': [
    autopilotDigestEmail(
      { email: applicant.email, name: applicant.name },
      { sent: [{ title: job.title, company: 'Acme' }], awaitingApproval: 2, sinceLastDigest: true },
      publicUrl,
    ),
  ],
  'features/autopilot/follow-up-message.ts': [
    followUpEmail(
      {
        id: 'email-1',
        toAddress: 'jobs@acme.example',
        subject: 'Application: Platform Engineer',
        replyTo: applicant.email,
      },
      followUpMessage({
        seekerName: applicant.name,
        jobTitle: job.title,
        appliedAt: new Date('2026-11-20T10:00:00Z'),
        timeZone: 'Africa/Accra',
      }),
      { applicationId: 'a1', seekerName: applicant.name, seekerEmail: applicant.email, publicUrl },
    ),
  ],
  'domain/outreach/request-delivery.ts': [
    newRequestEmail({
      to: applicant.email,
      seekerName: 'Kofi',
      company: 'Acme',
      verified: true,
      about: { job: job.title },
      salaryMin: 60000,
      salaryMax: 80000,
      salaryCurrency: 'USD',
      publicUrl,
    }),
    newRequestEmail({
      to: applicant.email,
      seekerName: 'Kofi',
      company: 'Baobab',
      verified: false,
      about: { subject: 'A design contract' },
      salaryMin: 500,
      salaryMax: 900,
      salaryCurrency: 'EUR',
      publicUrl,
    }),
  ],
  'features/contact-requests/contact-emails.ts': [
    acceptedEmail({
      to: employer.email,
      employerName: employer.name,
      seekerName: 'Kofi Mensah',
      threadUrl: `${publicUrl}/inbox/threads/t1`,
    }),
    declinedEmail({
      to: employer.email,
      employerName: employer.name,
      seekerName: 'Kofi M.',
      reason: 'Not looking right now.',
      searchUrl: `${publicUrl}/search-candidates`,
    }),
  ],
  'features/conversations/unread-email.ts': [
    unreadEmail({ to: applicant.email, name: 'Kofi', from: 'Acme', threadUrl: `${publicUrl}/inbox/threads/t1` }),
  ],
  'features/moderation/report-emails.ts': [
    employerSuspendedEmail({
      to: employer.email,
      name: employer.name,
      companyName: 'Acme',
      reason: 'Asked a seeker for a training fee.',
      closedJobs: 2,
      contactUrl: `${publicUrl}/contact`,
    }),
    employerReinstatedEmail({
      to: employer.email,
      name: employer.name,
      companyName: 'Acme',
      note: 'We reviewed your answer: the message was a misunderstanding.',
      dashboardUrl: `${publicUrl}/dashboard`,
    }),
  ],
  'features/data-rights/data-rights-emails.ts': [
    dataExportReadyEmail(applicant.email, applicant.name, `${publicUrl}/api/users/data-export/x?token=1.abc`),
    dataExportFailedEmail(applicant.email, applicant.name, `${publicUrl}/profile`),
    accountDeletedEmail(applicant.email, applicant.name, { closed: 1, handedOver: 0 }, `${publicUrl}/contact`),
  ],
  'features/alerts/alert-emails.ts': [
    alertConfirmationEmail(
      applicant.email,
      '“react” · Africa',
      'daily',
      `${publicUrl}/alerts/confirm?token=abc_DEF-123`,
    ),
    alertDigestEmail({
      to: applicant.email,
      summary: '“react” · Africa · open to NG',
      jobs: [
        {
          title: job.title,
          company: 'Acme (Remote)',
          eligibility: 'Open worldwide',
          salary: '$80,000 - $100,000',
          url: `${publicUrl}/jobs/${job.id}`,
        },
        {
          title: 'Designer',
          company: 'Baobab',
          eligibility: 'Eligibility not stated',
          salary: '',
          url: `${publicUrl}/jobs/job-2`,
        },
      ],
      more: 4,
      searchUrl: `${publicUrl}/jobs?search=react&location=Africa&openTo=NG`,
      links: alertLinks({ jwtSecret: 'secret', publicUrl }, job.id),
    }),
  ],
  'features/support/support-emails.ts': [
    supportInboxEmail(
      'support@orbit.example',
      {
        name: applicant.name,
        email: applicant.email,
        topic: 'report-job',
        message: 'This job asks for a fee.',
        jobUrl: `${publicUrl}/jobs/1`,
        website: undefined,
      },
      'ref-1',
    ),
    senderCopyEmail(
      'support@orbit.example',
      {
        name: applicant.name,
        email: applicant.email,
        topic: 'report-job',
        message: 'This job asks for a fee.',
        jobUrl: `${publicUrl}/jobs/1`,
        website: undefined,
      },
      'ref-2',
    ),
  ],
};

describe('links in e-mails', () => {
  const all = Object.entries(emails).flatMap(([file, list]) =>
    list.map((email, index) => [`${file} #${index + 1}: ${email.subject}`, email] as const),
  );

  it.each(all)('%s: every link in the text part is followed by a space, a line break or the end', (_name, email) => {
    // What a mail client links is the address up to the next space or line break: it must be the address alone.
    const links = [...email.text.matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link, `in:\n${email.text}`).not.toMatch(/[()<>[\]"']|[.,;:!?]$/);
      expect(new URL(link).href.startsWith(link.replace(/\/$/, '')), link).toBe(true);
    }
    // …and nothing glued before it ("(https://…" or "site:https://…").
    expect(email.text).not.toMatch(/[^\s]https?:\/\//);
  });

  it('covers every module that builds an e-mail', () => {
    // A new e-mail anywhere (a module using the layout or the outgoing type) must be added to the list above.
    const root = path.resolve(import.meta.dirname, '../..');
    const builders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) =>
          file.endsWith('.ts') &&
          !file.endsWith('.test.ts') &&
          !file.startsWith(`lib${path.sep}mail`) &&
          !file.startsWith('test-support'),
      )
      .filter((file) => /\bemailLayout\(|\): OutgoingEmail\b/.test(fs.readFileSync(path.join(root, file), 'utf8')))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(builders).toEqual(Object.keys(emails).sort());
  });
});
