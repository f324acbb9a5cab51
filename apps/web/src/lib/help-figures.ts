/**
 * The figures the information pages quote. Those from packages/shared (the match score's weights and caps, Autopilot's
 * defaults, the job boards) are copied rather than imported, so these pages' chunks do not pull in the zod contracts
 * those modules hold; help-figures.test.ts keeps every copy equal to its source. The others are the server's (resume
 * links: features/applications/resume-links.ts; sessions: lib/auth/session-tokens.ts; e-mail links:
 * features/accounts/email-tokens.ts; "never twice": features/autopilot/decide-job.ts), written here by hand.
 */
export const helpFigures = {
  /** Percent of the score each signal carries, biggest first. */
  weights: [
    { signal: 'Skills', percent: 40, what: 'the skills on your profile against those the job asks for' },
    { signal: 'Job title', percent: 25, what: 'how close your title is to the job’s' },
    { signal: 'Seniority', percent: 15, what: 'your experience against the level or years the job asks for' },
    { signal: 'Where the job hires', percent: 10, what: 'whether the job can hire where you live' },
    { signal: 'Pay', percent: 5, what: 'the salary offered against your expectation, in converted currencies' },
    { signal: 'Job type', percent: 5, what: 'full-time, part-time, contract… against the types you want' },
  ],
  /** Where imported jobs come from, as each is credited (packages/shared/src/job-sources.ts). */
  jobBoards: ['Remotive', 'Remote OK', 'We Work Remotely', 'Jobicy', 'Arbeitnow'],
  autopilot: { minimumMatchScore: 75, dailyLimit: 5, weeklyLimit: 25, proposalLifetimeDays: 3 },
  regionCap: 35,
  littleInCommonCap: 45,
  repostWindowDays: 60,
  companyCooldownDays: 30,
  apiResumeLinkDays: 14,
  applicantsPageResumeLinkHours: 1,
  sessionDays: 7,
  verifyLinkHours: 24,
  resetLinkHours: 1,
} as const;
