import { jobSourceLabels, jobSourceNames } from '@orbit/shared/job-sources';
import {
  autopilotDefaultLimits,
  autopilotSkipRetentionDays,
  companyCooldownDays,
  emailLinkLifetimeHours,
  littleInCommonCap,
  matchWeights,
  proposalLifetimeDays,
  regionCap,
  repostWindowDays,
  resumeLinkLifetime,
  sessionIdleLimits,
} from '@orbit/shared/policy-figures';

/** The match score's signals as the help pages explain them, biggest first. */
const signals = [
  { factor: 'skills', signal: 'Skills', what: 'the skills on your profile against those the job asks for' },
  { factor: 'title', signal: 'Job title', what: 'how close your title is to the job’s' },
  { factor: 'seniority', signal: 'Seniority', what: 'your experience against the level or years the job asks for' },
  { factor: 'region', signal: 'Where the job hires', what: 'whether the job can hire where you live' },
  { factor: 'salary', signal: 'Pay', what: 'the salary offered against your expectation, in converted currencies' },
  { factor: 'jobType', signal: 'Job type', what: 'full-time, part-time, contract… against the types you want' },
] as const;

/**
 * The figures the information pages quote, read from the modules the server enforces them from
 * (packages/shared/src/policy-figures.ts, job-sources.ts). Both import nothing heavy at run time, so these pages'
 * chunk carries no zod and no matching code (help-figures.test.ts keeps it so).
 */
export const helpFigures = {
  /** Percent of the score each signal carries. */
  weights: signals.map(({ factor, signal, what }) => ({
    signal,
    what,
    percent: Math.round(matchWeights[factor] * 100),
  })),
  /** Where imported jobs come from, as each is credited. */
  jobBoards: jobSourceNames.map((name) => jobSourceLabels[name]),
  autopilot: { ...autopilotDefaultLimits, proposalLifetimeDays, skipRetentionDays: autopilotSkipRetentionDays },
  regionCap,
  littleInCommonCap,
  repostWindowDays,
  companyCooldownDays,
  apiResumeLinkDays: resumeLinkLifetime.employerApiDays,
  applicantsPageResumeLinkHours: resumeLinkLifetime.applicantsPageHours,
  /** A sign-in ends after this long without use: 30 days when remembered, else 24 hours. */
  sessionRememberedDays: sessionIdleLimits.rememberedDays,
  sessionDefaultHours: sessionIdleLimits.defaultHours,
  verifyLinkHours: emailLinkLifetimeHours.verify_email,
  resetLinkHours: emailLinkLifetimeHours.reset_password,
} as const;
