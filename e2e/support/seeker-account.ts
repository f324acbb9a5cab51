import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { openToCountry } from '@orbit/shared/eligibility';
import type { Job, JobListResponse } from '@orbit/shared/job-contracts';
import type { SmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher.ts';
import { samplePdf } from '../../apps/server/src/test-support/sample-files.ts';
import { api, registerVerified } from './api.ts';

/**
 * Accounts and jobs for the applying tests, made through the public API (the browser flows of signing up are
 * the accounts suite's job): a job seeker who registered, verified by e-mail and finished onboarding with a
 * resume, so every apply flow has something to attach.
 */

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
  const token = await registerVerified(baseUrl, smtp, {
    userType: 'candidate',
    name,
    email,
    password,
    phone: '+234 803 555 0199',
    location: 'Accra, Ghana',
  });

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
  await api(baseUrl, '/users/onboarding', { method: 'PUT', body: form, token });
  return { name, email, password, token };
}

/**
 * Signs the browser page in with a token from the API (the login screen itself is tested elsewhere). The token is put
 * in the origin's storage from /api/health, which loads no app: the test's next `goto` is the first page it renders.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

/** Every live job of the catalogue (the demo catalogue has about 300), for picking one of each kind. */
export async function allJobs(baseUrl: string): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api<JobListResponse>(baseUrl, `/jobs?limit=100&page=${page}`);
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
