import { z } from 'zod';
import { worldRegionNames, type WorldRegion } from './world-regions.ts';

/**
 * An employer's analytics (`GET /api/analytics`): one job's figures or the whole company's over a period of whole
 * UTC days, `from` to `to` inclusive. Views are counted as the dashboard counts them (one per viewer a day, not the
 * company's own, not bots); every other figure is about the applications received in the period.
 */

export const analyticsMessages = {
  employersOnly: 'Analytics are for employer accounts',
  dateInvalid: 'Dates must be written as YYYY-MM-DD',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: 'A period can be at most 366 days',
} as const;

/** The longest period one request may cover: a year, leap day included. */
export const maxPeriodDays = 366;
/** The periods the page offers besides a custom one. */
export const presetPeriodDays = [7, 30, 90] as const;
/** Without `from` and `to`, the last 30 days. */
export const defaultPeriodDays = 30;

/** The funnel's columns, in the spec's words: where each application stands now. */
export const funnelStatuses = [
  'Applied',
  'Reviewing',
  'Shortlisted',
  'Offered',
  'Accepted',
  'Rejected',
  'Withdrawn',
] as const;
export type FunnelStatus = (typeof funnelStatuses)[number];

/** Applicants whose location names no country we know (or none, or an account since deleted). */
export const unknownRegion = 'Unknown';
export type AnalyticsRegion = WorldRegion | typeof unknownRegion;
const regionsInOrder: AnalyticsRegion[] = [...worldRegionNames, unknownRegion];
export const analyticsRegions = regionsInOrder as [AnalyticsRegion, ...AnalyticsRegion[]];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (value: string) =>
  dayPattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const daySchema = z.string().refine(isRealDay, analyticsMessages.dateInvalid);

const dayMs = 24 * 60 * 60 * 1000;
/** Whole days from `from` to `to`, both included (1 for a single day). */
export const periodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
/** The day `days` after (or before, if negative) `day`. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
/** The period of the same length just before this one (what the summaries compare with). */
export const previousPeriod = (from: string, to: string): { from: string; to: string } => {
  const length = periodDays(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
};
/** The last `days` days up to and including `today`. */
export const lastDays = (today: string, days: number): { from: string; to: string } => ({
  from: addDays(today, -(days - 1)),
  to: today,
});

export const analyticsQuerySchema = z
  .object({
    jobId: z.string().max(64).optional(),
    from: daySchema.optional(),
    to: daySchema.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: analyticsMessages.fromAfterTo,
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || periodDays(query.from, query.to) <= maxPeriodDays, {
    message: analyticsMessages.rangeTooLong,
    path: ['to'],
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const count = z.number().int().min(0);
/** A share from 0 to 1, or null when there is nothing to divide by. */
const share = z.number().min(0).nullable();

export const analyticsSchema = z.object({
  /** Views of the job pages in the period. */
  views: count,
  /** Applications received in the period and not withdrawn (as the dashboard counts applicants). */
  applications: count,
  /** applications / views (null without views); may pass 1 when people apply from a list without opening the page. */
  conversion: share,
  /** Every application received in the period by where it stands now; withdrawn ones under Withdrawn. */
  funnel: z.object(
    Object.fromEntries(funnelStatuses.map((status) => [status, count])) as Record<FunnelStatus, typeof count>,
  ),
  /** Median hours from applying to the company's first answer, over the answered applications (null: none). */
  medianFirstResponseHours: z.number().min(0).nullable(),
  /** Of the applications that were answered or have waited 48 hours, the share answered within 48 hours. */
  answeredWithin48h: share,
  /** The share of the applications sent by Autopilot. */
  autopilotShare: share,
  /** Applications by the applicant's world region, in the shared order, Unknown last; regions with none left out. */
  applicantsByRegion: z.array(z.object({ region: z.enum(analyticsRegions), n: count })),
  /** Every day of the period, oldest first. */
  daily: z.array(z.object({ date: z.string(), views: count, applications: count })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
