import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { api, registerModerator, registerVerified, registerWithTwoStep } from './api.ts';

/**
 * The hiring scene most employer tests stand in, built through the JSON API: an employer with a company, a moderator,
 * a job posted and approved, applications. Each builder makes its own accounts (unique addresses, random passwords)
 * and depends on no demo data; overrides change only what a test is about. The screens that do these things through
 * the browser (posting, approving, applying) are the employers and applications suites' subject.
 */

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

export const uniqueEmail = (prefix: string) => `${prefix}-${hex(4)}@example.org`;
export const newPassword = () => `orbit-${hex(6)}`;

/** A moderator's address for `startApp({ MODERATOR_EMAILS })`: the account is made later with `registerModeratorAt`. */
export const newModeratorEmail = () => uniqueEmail('moderator');

export interface Employer {
  name: string;
  email: string;
  password: string;
  companyName: string;
  token: string;
}

/**
 * An employer registered with a company, verified and signed in; `twoStep` turns two-step verification on (wanted to
 * contact talent pool candidates who have not applied).
 */
export async function registerEmployer(
  baseUrl: string,
  smtp: SmtpCatcher,
  overrides: { name?: string; email?: string; companyName?: string; phone?: string; location?: string } = {},
  options: { twoStep?: boolean } = {},
): Promise<Employer> {
  const name = overrides.name ?? 'Ngozi Adeyemi';
  const body = {
    userType: 'employer',
    name,
    email: overrides.email ?? uniqueEmail(name.split(' ')[0]!.toLowerCase()),
    password: newPassword(),
    phone: overrides.phone ?? '+234 803 555 0177',
    location: overrides.location ?? 'Lagos, Nigeria',
    companyName: overrides.companyName ?? `Savanna Cloud ${hex(2)}`,
    industry: 'Technology',
  };
  const token = await (options.twoStep ? registerWithTwoStep : registerVerified)(baseUrl, smtp, body);
  return { name, email: body.email, password: body.password, companyName: body.companyName, token };
}

/** The moderator whose address the app was started with (MODERATOR_EMAILS), two-step on. Answers the token. */
export function registerModeratorAt(baseUrl: string, smtp: SmtpCatcher, email: string): Promise<string> {
  return registerModerator(baseUrl, smtp, {
    userType: 'candidate',
    name: 'Mo Derator',
    email,
    password: newPassword(),
    phone: '+254 700 000 001',
  });
}

/** A job post's fields as the post-job form sends them: a worldwide remote frontend role unless overridden. */
export function jobPost(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Frontend Engineer',
    description: 'Build our hiring dashboard in React and TypeScript with a small remote team.',
    requirements: 'React, TypeScript.',
    skills: ['React', 'TypeScript'],
    category: 'Remote Frontend Development',
    employmentType: 'Full-time',
    experienceLevel: 'mid',
    salaryMin: 30000,
    salaryMax: 50000,
    salaryCurrency: 'USD',
    salaryPeriod: 'year',
    location: 'Remote',
    eligibility: { worldwide: true, countries: [], regions: [] },
    ...overrides,
  };
}

/** Posts a job as the employer (it waits for review) and approves it as the moderator: live. Answers its id. */
export async function postApprovedJob(
  baseUrl: string,
  tokens: { employer: string; moderator: string },
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const posted = await api<{ _id: string }>(baseUrl, '/jobs', {
    method: 'POST',
    token: tokens.employer,
    body: JSON.stringify(jobPost(overrides)),
  });
  await api(baseUrl, `/moderation/jobs/${posted._id}`, {
    method: 'POST',
    token: tokens.moderator,
    body: JSON.stringify({ decision: 'approve', reason: '' }),
  });
  return posted._id;
}

/** A seeker's application to a native job, through the API. Answers the application's id. */
export async function applyTo(
  baseUrl: string,
  seekerToken: string,
  jobId: string,
  fields: { coverLetter?: string } = {},
): Promise<string> {
  const applied = await api<{ application: { _id: string } }>(baseUrl, '/applications', {
    method: 'POST',
    token: seekerToken,
    body: JSON.stringify({ jobId, ...fields }),
  });
  return applied.application._id;
}

/** The employer opens the conversation about an application and writes `messages` in order. Answers the thread id. */
export async function openThreadWith(
  baseUrl: string,
  employerToken: string,
  applicationId: string,
  messages: readonly string[] = [],
): Promise<string> {
  const opened = await api<{ thread: { _id: string } }>(baseUrl, `/applications/${applicationId}/thread`, {
    method: 'POST',
    token: employerToken,
  });
  for (const body of messages) {
    await api(baseUrl, `/threads/${opened.thread._id}/messages`, {
      method: 'POST',
      token: employerToken,
      body: JSON.stringify({ body }),
    });
  }
  return opened.thread._id;
}

/** The signed-in account's user id. */
export async function userIdOf(baseUrl: string, token: string): Promise<string> {
  return (await api<{ _id: string }>(baseUrl, '/users/profile', { token }))._id;
}

/** Puts a seeker in the talent pool for every employer. Answers the seeker's user id. */
export async function joinTalentPool(baseUrl: string, seekerToken: string): Promise<string> {
  await api(baseUrl, '/users/profile', {
    method: 'PUT',
    token: seekerToken,
    body: JSON.stringify({ talentVisibility: 'all-employers' }),
  });
  return userIdOf(baseUrl, seekerToken);
}

/**
 * A new context signed in as `token` from its first page (the token put in localStorage before any script runs), on a
 * desktop or, with `mobile`, a 390 px phone screen. The login screen has its own suite.
 */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  token: string,
  options: { mobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    options.mobile
      ? { viewport: { width: 390, height: 844 }, baseURL: baseUrl, isMobile: true }
      : { viewport: { width: 1280, height: 900 }, baseURL: baseUrl },
  );
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return { context, page: await context.newPage() };
}
