/**
 * The figures the product promises in its own words — how long a session or an e-mailed link lasts, how Autopilot
 * holds itself back, how much each signal weighs in the match score. The server enforces them from here and the help,
 * privacy and about pages quote them from here, so a page cannot say one thing while the server does another. This
 * module imports nothing at run time: the information pages' chunk stays free of zod and of the matching code.
 */
import type { MatchFactor } from './match-contracts.ts';

/** A sign-in lasts this long without use: 30 days with "Remember for 30 days" ticked, else 24 hours. */
export const sessionIdleLimits = { rememberedDays: 30, defaultHours: 24 } as const;

/** E-mailed account links: verifying an address, resetting a password. */
export const emailLinkLifetimeHours = { verify_email: 24, reset_password: 1 } as const;

/**
 * Signed links to an application's resume: an employer's API may fetch it days later; the applicants page opens it
 * at once, and a link copied from it should not matter for long.
 */
export const resumeLinkLifetime = { employerApiDays: 14, applicantsPageHours: 1 } as const;

/** Autopilot never applies to a repost of a role applied to within this many days… */
export const repostWindowDays = 60;
/** …nor twice to one company within this many. */
export const companyCooldownDays = 30;
/** Proposals waiting for the seeker's approval expire after this long. */
export const proposalLifetimeDays = 3;
/** An Autopilot skip is kept this long after it was last written, then deleted (every job it named has closed). */
export const autopilotSkipRetentionDays = 90;
/** Autopilot's limits until the seeker sets their own. */
export const autopilotDefaultLimits = { minimumMatchScore: 75, dailyLimit: 5, weeklyLimit: 25 } as const;

/** How much each signal weighs in the match score (they add up to 1). */
export const matchWeights: Readonly<Record<MatchFactor, number>> = {
  skills: 0.4,
  title: 0.25,
  seniority: 0.15,
  region: 0.1,
  salary: 0.05,
  jobType: 0.05,
};
/** The highest score of a job that cannot hire where the seeker lives. */
export const regionCap = 35;
/** The highest score of a job that has little in common with the seeker. */
export const littleInCommonCap = 45;

/** A contact request the seeker does not answer expires after this long. */
export const contactRequestLifetimeDays = 14;
/** After a seeker declines, the company may not ask them again for this long. */
export const declineCooldownDays = 90;
/** Contact requests a company may send a day: more once its employer is verified. */
export const dailyContactRequests = { verified: 25, unverified: 5 } as const;
/** A message's length, in characters. */
export const messageMaxLength = 5000;
/** The other side is e-mailed when a message stays unread this long… */
export const unreadEmailDelayMinutes = 5;
/** …at most once in this many minutes per thread. */
export const unreadEmailGapMinutes = 60;
