import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, rateLimitEvents, sessions, twoFactorSettings, users } from '../../db/schema/accounts.ts';
import { jobAlerts } from '../../db/schema/alerts.ts';
import { applications } from '../../db/schema/applications.ts';
import { autopilotDecisions, autopilotSettings } from '../../db/schema/autopilot.ts';
import { companies } from '../../db/schema/companies.ts';
import { dataExports } from '../../db/schema/data-rights.ts';
import { resumeAnalyses, uploadedFiles } from '../../db/schema/files.ts';
import { googleIdentities } from '../../db/schema/google-sign-in.ts';
import { jobs, jobViews } from '../../db/schema/jobs.ts';
import { emails } from '../../db/schema/mail.ts';
import { contactMessages } from '../../db/schema/support.ts';
import { talentViews } from '../../db/schema/talent.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { userViewerKey } from '../../domain/jobs/job-views.ts';
import { collectOutreachData } from './collect-outreach-data.ts';
import { limiterKeysOf } from './limiter-keys.ts';

/**
 * Everything Orbit Jobs keeps about one user, as the export's JSON: read table by table, each with the columns that
 * are about them. Left out, on purpose: the password hash, the two-step key and recovery codes' hashes, e-mail tokens'
 * hashes and session ids (secrets, or halves of them), e-mail bodies (the user has the e-mails; their subjects and dates say what was sent), and the employer's
 * internal notes on applications (the company's, never shown to the seeker: pipeline-contracts.ts).
 */

type Reader = Pick<Db, 'select'>;

export interface UploadedFileEntry {
  id: string;
  kind: string;
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}

export interface UserData {
  /** The document; dates become ISO strings when it is written. */
  document: Record<string, unknown>;
  /** The uploads to put beside it in the zip (storedName: under UPLOAD_DIR). */
  files: UploadedFileEntry[];
}

/** Where an upload goes in the zip: by kind, its id keeping two files of the same name apart. */
export const zipPathOf = (file: Pick<UploadedFileEntry, 'id' | 'kind' | 'originalName'>): string =>
  `files/${file.kind}/${file.id}-${file.originalName.replace(/[^\w.() -]+/g, '_')}`;

/** `onDisk`: whether an upload's bytes are still there (a missing one is listed with `inZip: null`). */
export async function collectUserData(
  db: Reader,
  userId: string,
  exportedAt: Date,
  onDisk: (storedName: string) => boolean,
): Promise<UserData> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} not found`);
  const { passwordHash: _secret, ...account } = user;

  const files = await db
    .select()
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerUserId, userId))
    .orderBy(asc(uploadedFiles.createdAt));
  const [company] = user.companyId ? await db.select().from(companies).where(eq(companies.id, user.companyId)) : [];
  // The Google account that signs them in (features/google-sign-in): which one, and since when.
  const [google] = await db
    .select({ email: googleIdentities.email, subject: googleIdentities.subject, linkedAt: googleIdentities.createdAt })
    .from(googleIdentities)
    .where(eq(googleIdentities.userId, userId));
  // Whether two-step verification is on, and since when; never the key (sealed or pending) nor the recovery codes.
  const [twoFactor] = await db
    .select({ secret: twoFactorSettings.secret, enabledAt: twoFactorSettings.enabledAt })
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.userId, userId));
  const twoFactorOn = Boolean(twoFactor?.secret);

  const [
    analyses,
    applicationRows,
    settings,
    decisions,
    sessionRows,
    tokenRows,
    emailRows,
    views,
    postedJobs,
    waitlist,
    exports,
    limiterEvents,
    contacts,
    alerts,
    lookedAt,
    outreach,
  ] = await Promise.all([
    db.select().from(resumeAnalyses).where(eq(resumeAnalyses.userId, userId)).orderBy(asc(resumeAnalyses.createdAt)),
    db
      .select({
        application: applications,
        job: { id: jobs.id, title: jobs.title, company: jobs.company, location: jobs.location },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.seekerId, userId))
      .orderBy(asc(applications.appliedAt)),
    db.select().from(autopilotSettings).where(eq(autopilotSettings.userId, userId)),
    db
      .select({ decision: autopilotDecisions, job: { id: jobs.id, title: jobs.title, company: jobs.company } })
      .from(autopilotDecisions)
      .innerJoin(jobs, eq(jobs.id, autopilotDecisions.jobId))
      .where(eq(autopilotDecisions.seekerId, userId))
      .orderBy(asc(autopilotDecisions.createdAt)),
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        remember: sessions.remember,
        device: sessions.device,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        purpose: emailTokens.purpose,
        createdAt: emailTokens.createdAt,
        expiresAt: emailTokens.expiresAt,
        usedAt: emailTokens.usedAt,
      })
      .from(emailTokens)
      .where(eq(emailTokens.userId, userId))
      .orderBy(asc(emailTokens.createdAt)),
    db
      .select({ subject: emails.subject, status: emails.status, createdAt: emails.createdAt, sentAt: emails.sentAt })
      .from(emails)
      .where(eq(emails.toAddress, user.email))
      .orderBy(asc(emails.createdAt)),
    db
      .select({ day: jobViews.day, job: { id: jobs.id, title: jobs.title, company: jobs.company } })
      .from(jobViews)
      .innerJoin(jobs, eq(jobs.id, jobViews.jobId))
      .where(eq(jobViews.viewerKey, userViewerKey(userId)))
      .orderBy(asc(jobViews.day)),
    db.select(postedJobColumns).from(jobs).where(eq(jobs.postedBy, userId)).orderBy(asc(jobs.postedAt)),
    db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = ${user.email.toLowerCase()}`),
    db
      .select({
        id: dataExports.id,
        status: dataExports.status,
        createdAt: dataExports.createdAt,
        completedAt: dataExports.completedAt,
        expiresAt: dataExports.expiresAt,
      })
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(asc(dataExports.createdAt)),
    db
      .select({ bucket: rateLimitEvents.bucket, key: rateLimitEvents.key, occurredAt: rateLimitEvents.occurredAt })
      .from(rateLimitEvents)
      .where(or(...limiterKeysOf({ id: userId, email: user.email })))
      .orderBy(asc(rateLimitEvents.occurredAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, user.email.toLowerCase()))
      .orderBy(asc(contactMessages.createdAt)),
    // Made signed in, or signed out for their address; the confirmation link's digest is left out with the other tokens'.
    db
      .select()
      .from(jobAlerts)
      .where(or(eq(jobAlerts.userId, userId), eq(jobAlerts.email, user.email.toLowerCase())))
      .orderBy(asc(jobAlerts.createdAt)),
    // Every look, not the grouped list the profile shows; the company, not which of its employers looked (theirs).
    db
      .select({ company: companies.name, what: talentViews.what, viewedAt: talentViews.viewedAt })
      .from(talentViews)
      .innerJoin(companies, eq(companies.id, talentViews.companyId))
      .where(eq(talentViews.seekerId, userId))
      .orderBy(asc(talentViews.viewedAt)),
    collectOutreachData(db, user),
  ]);

  const fileEntries = files.map((file) => ({ ...file, inZip: onDisk(file.storedName) ? zipPathOf(file) : null }));
  const document = {
    about:
      'Everything Orbit Jobs keeps about you, as of exportedAt. The files you uploaded are in the files folder of this zip; ' +
      '"inZip" gives each one\'s place. Dates are in UTC.',
    exportedAt,
    account,
    company: company ?? null,
    googleAccount: google ?? null,
    twoFactor: { enabled: twoFactorOn, enabledAt: twoFactorOn ? (twoFactor?.enabledAt ?? null) : null },
    uploadedFiles: fileEntries.map(({ storedName: _stored, ownerUserId: _owner, ...file }) => file),
    resumeAnalyses: analyses,
    applications: applicationRows.map(
      ({ application: { employerNotes: _internal, seekerId: _seeker, ...application }, job }) => ({
        ...application,
        job,
      }),
    ),
    autopilot: {
      settings: settings[0] ?? null,
      decisions: decisions.map(({ decision: { seekerId: _seeker, ...decision }, job }) => ({ ...decision, job })),
    },
    sessions: sessionRows,
    emailLinks: tokenRows,
    emailsSentToYou: emailRows,
    jobViews: views,
    postedJobs,
    mobileAppWaitlist: waitlist[0] ?? null,
    dataExports: exports,
    rateLimitEvents: limiterEvents,
    contactMessages: contacts,
    jobAlerts: alerts.map(({ confirmTokenHash: _token, ...alert }) => alert),
    // The talent pool settings are the account's talentVisibility and hiddenFromCompanies; these are who looked.
    talentPoolViews: lookedAt,
    // Contact requests, conversations and reports: collect-outreach-data.ts says what each side gets.
    ...outreach,
  };
  return { document, files };
}

/** An employer's own posts: what they wrote and what became of each, not the columns derived for search. */
const postedJobColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  regions: jobs.regions,
  employmentType: jobs.employmentType,
  experienceLevel: jobs.experienceLevel,
  category: jobs.category,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  skills: jobs.skills,
  eligibility: jobs.eligibility,
  timezoneOverlap: jobs.timezoneOverlap,
  applicationDeadline: jobs.applicationDeadline,
  acceptsAutopilot: jobs.acceptsAutopilot,
  postingSource: jobs.postingSource,
  status: jobs.status,
  screeningFindings: jobs.screeningFindings,
  postedAt: jobs.postedAt,
  expiresAt: jobs.expiresAt,
  closedReason: jobs.closedReason,
  closedMessage: jobs.closedMessage,
  closedAt: jobs.closedAt,
};
