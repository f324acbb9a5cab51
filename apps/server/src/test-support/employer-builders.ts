import crypto from 'node:crypto';
import type { users } from '../db/schema/accounts.ts';
import { companies } from '../db/schema/companies.ts';
import { normalizeCompanyName } from '../domain/companies/company-names.ts';
import type { JobPostingInput } from '@orbit/shared/posting-contracts';
import type { SignedInUser } from './application-builders.ts';
import { buildUser, loginAs } from './builders.ts';
import type { TestServer } from './test-server.ts';
import { turnOnTwoFactor } from './two-factor-builders.ts';

export interface SignedInEmployer extends SignedInUser {
  companyId: string;
  companyName: string;
}

/**
 * An employer of a new company, signed in. Verified (the default) = their address is at the company website's domain,
 * so clean posts go live at once; unverified = a free-mail address, so every post waits for a moderator. Two-step
 * verification is on unless `twoFactor: false` (an employer needs it to contact seekers who have not applied); a
 * later `loginAs` answers the code step with one of `recoveryCodes`.
 */
export async function buildCompanyEmployer(
  server: TestServer,
  options: { verified?: boolean; name?: string; twoFactor?: boolean } = {},
): Promise<SignedInEmployer & { recoveryCodes: string[] }> {
  const tag = crypto.randomBytes(4).toString('hex');
  const domain = `company-${tag}.example`;
  const companyName = `Company ${tag}`;
  const [company] = await server.database.db
    .insert(companies)
    .values({ name: companyName, normalizedName: normalizeCompanyName(companyName), website: `https://www.${domain}` })
    .returning({ id: companies.id });
  if (!company) throw new Error('company insert failed');
  const email = options.verified === false ? `hiring-${tag}@gmail.example` : `hiring-${tag}@${domain}`;
  const user = await buildUser(server, {
    userType: 'employer',
    name: options.name ?? 'Grace Hiring',
    email,
    companyId: company.id,
  } satisfies Partial<typeof users.$inferInsert>);
  const token = await loginAs(server, user);
  const recoveryCodes =
    options.twoFactor === false ? [] : (await turnOnTwoFactor(server, token, { moveClock: false })).recoveryCodes;
  return { ...user, companyId: company.id, companyName, token, recoveryCodes };
}

/**
 * A moderator: the test server must name this address in MODERATOR_EMAILS (see moderatorEnv). Moderators must have
 * two-step verification, so it is turned on (the token stays signed in; a later `loginAs` uses a recovery code).
 */
export async function buildModerator(
  server: TestServer,
  email: string,
): Promise<SignedInUser & { twoFactorSecret: string; recoveryCodes: string[] }> {
  const user = await buildUser(server, { userType: 'candidate', name: 'Mo Derator', email });
  const token = await loginAs(server, user);
  const { secret, recoveryCodes } = await turnOnTwoFactor(server, token, { moveClock: false });
  return { ...user, token, twoFactorSecret: secret, recoveryCodes };
}

/** Server options naming one fresh moderator address. */
export function moderatorEnv(): { email: string; env: Record<string, string> } {
  const email = `moderator-${crypto.randomBytes(4).toString('hex')}@example.org`;
  return { email, env: { MODERATOR_EMAILS: email } };
}

/** A clean, complete job post; override any field. */
export const postingBody = (overrides: Partial<JobPostingInput> = {}): JobPostingInput => ({
  title: 'Senior Backend Engineer',
  description:
    'Build and run the **payment services** of a growing fintech, with a small team across Lagos and Berlin.',
  responsibilities: '- Design APIs\n- Review code',
  requirements: '5 years with Go or Node.js',
  benefits: 'Learning budget',
  skills: ['Go', 'PostgreSQL'],
  category: 'Remote Backend Development',
  employmentType: 'Full-time',
  experienceLevel: 'senior',
  salaryMin: 60000,
  salaryMax: 90000,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  location: 'Remote',
  eligibility: { worldwide: false, countries: ['NG', 'KE'], regions: ['Europe'] },
  ...overrides,
});
