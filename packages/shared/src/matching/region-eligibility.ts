import { areaIncludes, findAreas, type Area } from './region-areas.ts';
import {
  cityCountry as cityCountryOf,
  countryNamed,
  formatOffsets,
  placeSeeker,
  type Country,
  type SeekerPlace,
} from './places.ts';

/**
 * Can this seeker be hired for this job, given where they live? Reads the job's regions (the poster's words:
 * 'USA Only', 'US/Canada', 'EMEA', 'Kenya, Nigeria, Ghana', 'Worldwide (UTC-3 to UTC+3)', 'Europe (CET ±2
 * hours)', 'Anywhere except the US'), falling back to its location, and answers eligible / ineligible / unknown
 * with a sentence. A UTC window ('UTC-3 to UTC+3', 'US time zones') says where people must live; an overlap
 * request ('4 hours overlap with US Eastern time') is about working hours, so missing it is a caveat, not a bar.
 */

export type RegionStatus = 'eligible' | 'ineligible' | 'unknown';

export interface OffsetWindow {
  from: number;
  to: number;
  /** The poster's words for it. */
  label: string;
}

export interface RegionRule {
  /** The words the rule came from ('' when the job says nothing). */
  text: string;
  source: 'regions' | 'location' | 'none';
  include: Area[];
  exclude: Area[];
  /** Where applicants must live, as UTC offsets. */
  window: OffsetWindow | null;
  /** Working-hours overlap asked for: acceptable offsets for a 9-to-5 day. */
  overlap: OffsetWindow | null;
  /** A location that is only a city ('Berlin'): where the job probably is, not a stated rule. */
  cityCountry: Country | null;
}

export interface RegionFit {
  status: RegionStatus;
  /** 0..1 for the score: 1 eligible, 0 ineligible, in between for unknown or a working-hours caveat. */
  fit: number;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
}

const zoneOffsets: Record<string, number> = {
  utc: 0,
  gmt: 0,
  wet: 0,
  cet: 1,
  cest: 2,
  wat: 1,
  eet: 2,
  cat: 2,
  sast: 2,
  eat: 3,
  msk: 3,
  gst: 4,
  ist: 5.5,
  sgt: 8,
  awst: 8,
  aest: 10,
  est: -5,
  edt: -4,
  et: -5,
  eastern: -5,
  cst: -6,
  ct: -6,
  central: -6,
  mst: -7,
  mt: -7,
  mountain: -7,
  pst: -8,
  pt: -8,
  pacific: -8,
};
const zoneNames = Object.keys(zoneOffsets)
  .sort((a, b) => b.length - a.length)
  .join('|');
const signed = String.raw`[+\-−–]\s*\d{1,2}(?:[:.]\d{2})?`;
const pattern = (...parts: string[]) => new RegExp(parts.join(''), 'i');
/** 'UTC-3 to UTC+3', 'GMT+0 – GMT+4'. */
const utcWindowPattern = pattern(
  String.raw`(?:utc|gmt)\s*(${signed})?\s*`,
  String.raw`(?:to|-|–|—|and|through|until)\s*(?:utc|gmt)\s*(${signed})?`,
);
/** 'CET ±2 hours', 'UTC+1 +/- 3h'. */
const plusMinusPattern = pattern(
  String.raw`\b(?:us\s+)?(${zoneNames})\b\s*(${signed})?\s*`,
  String.raw`(?:±|\+\/-|\+-|plus or minus)\s*(\d{1,2})\s*(?:hours?|hrs?|h)?`,
);
/** '4 hours overlap with US Eastern time', '3h of overlap with CET'. */
const overlapPattern = pattern(
  String.raw`(\d{1,2})\+?\s*(?:hours?|hrs?|h)\s*(?:of\s+)?(?:working[- ]hours?\s+)?overlap\s*`,
  String.raw`(?:with\s+)?(?:the\s+)?(?:us\s+)?(${zoneNames})\b(?:\s*(?:time(?:\s*zone)?|hours|tz))?`,
);
const namedWindows: [RegExp, number, number, boolean][] = [
  [/\b(?:us|u\.s\.|north american?|american)\s+time\s*zones?\b/i, -10, -4, false],
  [/\beurope(?:an)?\s+time\s*zones?\b/i, -1, 3, true],
  [/\bafrica(?:n)?\s+time\s*zones?\b/i, -1, 4, true],
];

function parseOffset(raw: string | undefined): number {
  if (!raw) return 0;
  const clean = raw.replace(/\s/g, '').replace(/[−–]/, '-');
  const [hours = '0', minutes = '0'] = clean.replace(/^[+-]/, '').split(/[:.]/);
  const value = Number(hours) + Number(minutes) / 60;
  return clean.startsWith('-') ? -value : value;
}

/** Time-zone phrases of a regions text, and the text without them (so 'US Eastern' is not read as the USA). */
function readTimeZones(text: string): { rest: string; window: OffsetWindow | null; overlap: OffsetWindow | null } {
  let rest = text;
  let window: OffsetWindow | null = null;
  let overlap: OffsetWindow | null = null;
  const overlapMatch = overlapPattern.exec(rest);
  if (overlapMatch) {
    const center = zoneOffsets[(overlapMatch[2] ?? '').toLowerCase()] ?? 0;
    const slack = Math.max(0, 8 - Number(overlapMatch[1]));
    overlap = { from: center - slack, to: center + slack, label: overlapMatch[0].trim() };
    rest = rest.replace(overlapMatch[0], ' ');
  }
  const utcMatch = utcWindowPattern.exec(rest);
  if (utcMatch) {
    const [a, b] = [parseOffset(utcMatch[1]), parseOffset(utcMatch[2])];
    window = { from: Math.min(a, b), to: Math.max(a, b), label: utcMatch[0].trim() };
    rest = rest.replace(utcMatch[0], ' ');
  }
  const plusMinus = plusMinusPattern.exec(rest);
  if (plusMinus && !window) {
    const center = (zoneOffsets[(plusMinus[1] ?? '').toLowerCase()] ?? 0) + parseOffset(plusMinus[2]);
    const spread = Number(plusMinus[3]);
    window = { from: center - spread, to: center + spread, label: plusMinus[0].trim() };
    rest = rest.replace(plusMinus[0], ' ');
  }
  for (const [pattern, from, to, isArea] of namedWindows) {
    const match = pattern.exec(rest);
    if (!match) continue;
    window ??= { from, to, label: match[0].trim() };
    // 'European time zones' also names Europe; 'US time zones' does not mean US residents only.
    if (!isArea) rest = rest.replace(match[0], ' ');
  }
  return { rest, window, overlap };
}

const exclusionWords =
  /\b(?:except(?: for)?|excluding|excl\.?|other than|not (?:available|open|hiring|eligible)(?: to candidates)? (?:in|for|to|from)|no candidates from)\b/i;

/** 'US preferred', 'EU time zones ideally': a wish, not a rule; taken out before reading ('Worldwide, US preferred'). */
const preferencePhrase = /[^,;()]*\b(?:preferred|preferably|preference|ideally|a plus|nice to have)\b[^,;()]*/gi;

/** What a job's regions (or, failing that, its location) say about who may apply. */
export function readRegionRule(regions: string | null | undefined, location?: string | null): RegionRule {
  const fromRegions = (regions ?? '').trim();
  const fromLocation = (location ?? '').trim();
  const text = fromRegions || fromLocation;
  const source = fromRegions ? 'regions' : fromLocation ? 'location' : 'none';
  const { rest, window, overlap } = readTimeZones(text.replace(preferencePhrase, ' '));
  const [includePart = '', excludePart = ''] = rest.split(exclusionWords);
  const named = findAreas(includePart);
  // 'Anywhere in the US', 'Global (US-based)': a place beside the worldwide word narrows it, it is not one more area.
  const specific = named.filter((area) => area.codes !== null);
  const include = specific.length > 0 ? specific : named;
  const exclude = excludePart ? findAreas(excludePart) : [];
  // 'Berlin' or 'Nairobi, Kenya' names where the job is, not who may apply: a hint, not a rule ('Kenya only' is one).
  const namesCity = includePart.split(/[,;/()|]/).some((part) => cityCountryOf(part.trim()) !== null);
  const onlyCountries = include.every((area) => area.codes !== null && area.codes.size === 1);
  if ((include.length === 0 && source === 'location') || (namesCity && onlyCountries && !/\bonly\b/i.test(text))) {
    const place = placeSeeker(includePart);
    const cityCountry = place && !countryNamed(includePart.trim()) ? place.country : null;
    return { text, source, include: [], exclude, window, overlap, cityCountry };
  }
  return { text, source, include, exclude, window, overlap, cityCountry: null };
}

const overlaps = (offsets: readonly [number, number], window: OffsetWindow) =>
  offsets[0] <= window.to && offsets[1] >= window.from;

/** The poster's words without a trailing 'only': 'USA Only' → 'USA'. */
function stated(text: string): string {
  const words = text
    .trim()
    .replace(/\s*\(\s*only\s*\)\s*$/i, '')
    .replace(/[\s,–-]*only\s*$/i, '')
    .replace(/^remote\s*[-–,:]?\s*/i, '')
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  return words || text;
}

const fit = (status: RegionStatus, value: number, effect: RegionFit['effect'], text: string): RegionFit => ({
  status,
  fit: value,
  effect,
  text,
});

/** Eligibility of a seeker (free-text location, or a country code when known) for a job's rule. */
export function judgeRegion(
  rule: RegionRule,
  seeker: SeekerPlace | null,
  seekerOffsets?: readonly [number, number] | null,
): RegionFit {
  const hasRule = rule.include.length > 0 || rule.window !== null || rule.overlap !== null;
  if (!seeker) {
    return hasRule
      ? fit(
          'unknown',
          0.6,
          'neutral',
          `This job hires in ${stated(rule.text)}; add your location to your profile to check it.`,
        )
      : fit('unknown', 0.7, 'neutral', 'The job does not say where it hires.');
  }
  const place = seeker.label;
  const country = seeker.country;
  const offsets = seekerOffsets ?? seeker.utcOffsets;
  const excluded = rule.exclude.find((area) => areaIncludes(area, country.code));
  if (excluded)
    return fit('ineligible', 0, 'negative', `This job does not hire in ${excluded.label}; your profile says ${place}.`);
  const area = rule.include.find((candidate) => areaIncludes(candidate, country.code));
  if (rule.include.length > 0 && !area) {
    return fit('ineligible', 0, 'negative', `This job hires in ${stated(rule.text)} only; your profile says ${place}.`);
  }
  if (rule.window && !overlaps(offsets, rule.window)) {
    const text = `This job is for people within ${rule.window.label}; ${place} is at ${formatOffsets(offsets)}.`;
    return fit('ineligible', 0, 'negative', text);
  }
  if (rule.overlap && !overlaps(offsets, rule.overlap)) {
    const text = `It asks for ${rule.overlap.label}; from ${place} (${formatOffsets(offsets)}) that means working early or late hours.`;
    return fit('eligible', 0.5, 'negative', text);
  }
  if (area) {
    const text =
      area.codes === null
        ? 'The job is open worldwide.'
        : area.label === country.name
          ? `The job hires in ${country.name}, where you are.`
          : `The job hires in ${area.label}, which includes ${country.name}.`;
    return fit(
      'eligible',
      1,
      'positive',
      rule.window ? `${text.slice(0, -1)}, and ${place} is inside ${rule.window.label}.` : text,
    );
  }
  if (rule.window)
    return fit('eligible', 1, 'positive', `${place} is inside the job's time zones (${rule.window.label}).`);
  if (rule.cityCountry && rule.cityCountry.code !== country.code) {
    const text = `The post is based in ${rule.text} and does not say it hires elsewhere; your profile says ${place}.`;
    return fit('unknown', 0.45, 'negative', text);
  }
  if (rule.cityCountry) return fit('eligible', 1, 'positive', `The job is based in ${rule.text}, in your country.`);
  return fit('unknown', 0.7, 'neutral', 'The job does not say where it hires.');
}
