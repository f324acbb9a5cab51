import type {
  AutopilotDecision,
  AutopilotOutcome,
  AutopilotOutcomes,
  AutopilotSettings,
} from '@orbit/shared/autopilot-contracts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';

export const modeLabels: Record<AutopilotSettings['mode'], string> = {
  review: 'Ask me before each application',
  auto: 'Apply automatically',
};

export const locationLabels: Record<AutopilotSettings['locationPreference'], string> = {
  worldwide: 'Worldwide',
  'us-only': 'US only',
  europe: 'Europe',
  asia: 'Asia',
  africa: 'Africa',
  australia: 'Australia',
  'south-america': 'South America',
};

export const experienceLabels: Record<AutopilotSettings['experienceLevel'], string> = {
  all: 'All levels',
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
};

export const outcomeLabels: Record<AutopilotOutcome, string> = {
  applied: 'Applied',
  queued: 'Waiting to send',
  proposed: 'Awaiting your approval',
  suggested: 'Apply yourself',
  skipped: 'Skipped by Autopilot',
  failed: 'Failed',
  dismissed: 'Skipped by you',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Tint per outcome; the badge always carries its words too, so colour is never the only cue. */
export const outcomeTones: Record<AutopilotOutcome, string> = {
  applied: 'bg-green-50 text-green-800 ring-green-600/25',
  queued: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  proposed: 'bg-violet-50 text-violet-800 ring-violet-600/25',
  suggested: 'bg-amber-50 text-amber-900 ring-amber-500/40',
  skipped: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/25',
  dismissed: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  expired: 'bg-slate-100 text-slate-700 ring-slate-400/30',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-400/30',
};

/** How an application to this job goes (or would go) out, as a noun phrase: shown after 'How:' or 'Application method:'. */
export const methodLabels: Record<AutopilotDecision['job']['method'], string> = {
  native: 'On Orbit Jobs',
  api: "The employer's hiring system",
  email: 'E-mail to the employer',
  url: "The employer's website",
  form: "The employer's own application form",
  unknown: 'Not known',
};

/**
 * A moment in the seeker's chosen zone: 'Tue 3 Mar, 14:05 (Africa/Lagos)'. The zone is named because it may not be
 * the browser's (someone abroad still sees their Autopilot day). An unknown zone falls back to the browser's.
 */
export function formatInZone(iso: string, timeZone: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return `${new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date)} (${timeZone})`;
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** 'in 42 minutes — Tue 3 Mar, 14:05 (UTC)': how soon, and exactly when. */
export const whenLabel = (iso: string, timeZone: string, now: Date, locale?: string): string =>
  `${relativeTimeLabel(iso, now)} — ${formatInZone(iso, timeZone, locale)}`;

/** Whether "Scan now" may be used at `now` (scanAvailableAt null = at once). */
export const scanAvailable = (scanAvailableAt: string | null, now: Date): boolean =>
  scanAvailableAt === null || !(new Date(scanAvailableAt).getTime() > now.getTime());

/** What Stop now did, after the server's sentence: how many waiting applications will not be sent. */
export function cancelledText(cancelled: number): string {
  if (cancelled === 0) return 'No applications were waiting to be sent.';
  if (cancelled === 1) return '1 application waiting to be sent was cancelled.';
  return `${cancelled} applications waiting to be sent were cancelled.`;
}

/** '3 of 5' for the limits; 'X of Y today' reads the same on the dashboard. */
export const ofLimit = (count: number, limit: number): string => `${count} of ${limit}`;

/** A response rate as a whole percent, or '–' when nothing was sent (no rate, not 0 %). */
export function responseRate(count: { sent: number; responded: number }): string {
  if (count.sent <= 0) return '–';
  return `${Math.round((count.responded / count.sent) * 100)}%`;
}

/** Outcomes are worth a table once anything was sent, by Autopilot or by the seeker. */
export const hasOutcomeData = (outcomes: AutopilotOutcomes): boolean =>
  outcomes.autopilot.sent + outcomes.manual.sent > 0;

/** A proposal's deadline: 'Expires in 2 days', or that it has expired (the queue drops it at its next refresh). */
export function expiryText(expiresAt: string | null, now: Date): string | null {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  if (Number.isNaN(at.getTime())) return null;
  return at.getTime() <= now.getTime() ? 'Expired' : `Expires ${relativeTimeLabel(at, now)}`;
}

/** The IANA zones offered: the runtime's list, with the saved zone and UTC kept even if the list lacks them. */
export function timeZoneOptions(current: string, supported: readonly string[]): string[] {
  const zones = new Set(supported);
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The browser's own zone ('Africa/Lagos'), or null when it does not say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** Every zone this browser knows (older browsers without the list get just UTC; the saved zone is added). */
export function supportedTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}
