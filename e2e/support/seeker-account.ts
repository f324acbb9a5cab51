import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { openToCountry } from '@orbit/shared/eligibility';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import { linkFrom, type SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { samplePdf } from '../../apps/server/src/test-support/sample-files.ts';

/**
 * Accounts and jobs for the applying tests, made through the public API (the browser flows of signing up are
 * the accounts suite's job): a job seeker who registered, verified by e-mail and finished onboarding with a
 * resume, so every apply flow has something to attach.
 */

async function call<T>(baseUrl: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}/api${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(baseUrl, '/users/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return token;
}

export interface Seeker {
  name: string;
  email: string;
  password: string;
  token: string;
}

export async function createOnboardedSeeker(
  baseUrl: string,
  smtp: SmtpCatcher,
  { name, skills }: { name: string; skills: string[] },
): Promise<Seeker> {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${crypto.randomBytes(4).toString('hex')}@example.org`;
  const password = `orbit-${crypto.randomBytes(6).toString('hex')}`;
  await call(baseUrl, '/users', {
    method: 'POST',
    body: JSON.stringify({
      userType: 'candidate',
      name,
      email,
      password,
      phone: '+234 803 555 0199',
      location: 'Accra, Ghana',
      acceptTerms: true,
    }),
  });
  const { token: verifyToken } = linkFrom(
    await smtp.waitFor(email, (m) => m.subject.includes('Verify')),
    '/verify-email',
  );
  await call(baseUrl, '/users/verify-email', { method: 'POST', body: JSON.stringify({ token: verifyToken }) });
  const token = await apiLogin(baseUrl, email, password);

  const form = new FormData();
  form.set('title', 'Frontend Developer');
  form.set('experience', '3-5');
  form.set('education', "Bachelor's Degree");
  form.set('location', 'Accra, Ghana');
  form.set('skills', JSON.stringify(skills));
  form.set('jobTypes', JSON.stringify(['Full-time', 'Contract']));
  form.set('bio', 'I build fast, accessible web apps.');
  const resume = new Uint8Array(samplePdf(`${name} - Frontend Developer - React, TypeScript`));
  form.set('resume', new Blob([resume], { type: 'application/pdf' }), `${name.split(' ')[0]!.toLowerCase()}-cv.pdf`);
  await call(baseUrl, '/users/onboarding', { method: 'PUT', body: form, token });
  return { name, email, password, token };
}

/** Signs the browser page in with a token from the API (the login screen itself is tested elsewhere). */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Every live job of the catalogue (the demo catalogue has about 300), for picking one of each kind. */
export async function allJobs(baseUrl: string): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call<JobListResponse>(baseUrl, `/jobs?limit=100&page=${page}`);
    jobs.push(...answer.jobs);
    if (page >= answer.totalPages) return jobs;
  }
}

export { isNativeJob } from '@orbit/shared/job-kind';

/** The first job matching `match`, failing clearly when the catalogue has none. */
export function pickJob(jobs: readonly Job[], what: string, match: (job: Job) => boolean): Job {
  // The seekers live in Accra: a job limited elsewhere would first ask them to confirm (matching.e2e tests that).
  const job = jobs.find((candidate) => match(candidate) && openToCountry(candidate.eligibility, 'GH') !== 'no');
  if (!job) throw new Error(`no ${what} in the catalogue`);
  return job;
}
