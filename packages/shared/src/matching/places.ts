import { canadianProvinceCodes, countryEntries, usStateCodes } from './country-data.ts';

/** Countries, subregions and continents, and where a seeker's free-text location puts them. */

export const subregions = [
  'north-africa',
  'west-africa',
  'central-africa',
  'east-africa',
  'southern-africa',
  'northern-europe',
  'western-europe',
  'southern-europe',
  'eastern-europe',
  'west-asia',
  'middle-east',
  'south-asia',
  'southeast-asia',
  'east-asia',
  'central-asia',
  'north-america',
  'central-america',
  'caribbean',
  'south-america',
  'oceania',
] as const;
export type Subregion = (typeof subregions)[number];

export type Continent = 'africa' | 'europe' | 'asia' | 'americas' | 'oceania';

export const continentOf: Record<Subregion, Continent> = {
  'north-africa': 'africa',
  'west-africa': 'africa',
  'central-africa': 'africa',
  'east-africa': 'africa',
  'southern-africa': 'africa',
  'northern-europe': 'europe',
  'western-europe': 'europe',
  'southern-europe': 'europe',
  'eastern-europe': 'europe',
  'west-asia': 'asia',
  'middle-east': 'asia',
  'south-asia': 'asia',
  'southeast-asia': 'asia',
  'east-asia': 'asia',
  'central-asia': 'asia',
  'north-america': 'americas',
  'central-america': 'americas',
  caribbean: 'americas',
  'south-america': 'americas',
  oceania: 'oceania',
};

export interface Country {
  code: string;
  name: string;
  subregion: Subregion;
  /** Standard UTC offsets, west to east: [1, 1] for Nigeria, [-10, -5] for the United States. */
  utcOffsets: readonly [number, number];
  /** Large cities, with their own offset where the country spans zones. */
  cities: readonly { name: string; utcOffset: number | null }[];
  aliases: readonly string[];
}

const splitList = (text: string) => (text === '' ? [] : text.split(';'));

function parseCountry(entry: string): Country {
  const [code = '', name = '', subregion = '', offsets = '0', cities = '', aliases = ''] = entry.split('|');
  const [from = 0, to = from] = offsets.split('..').map(Number);
  const cityList = splitList(cities).map((city) => {
    const [cityName = '', offset] = city.split('=');
    return { name: cityName, utcOffset: offset === undefined ? null : Number(offset) };
  });
  return {
    code,
    name,
    subregion: subregion as Subregion,
    utcOffsets: [from, to],
    cities: cityList,
    aliases: splitList(aliases),
  };
}

export const countries: readonly Country[] = countryEntries.map(parseCountry);
export const countryByCode = new Map(countries.map((country) => [country.code, country]));

/** Lower case, accents removed, punctuation to spaces: 'Bogotá' → 'bogota', "Côte d'Ivoire" → 'cote d ivoire'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+\-±]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const countryByName = new Map<string, Country>();
interface City {
  country: Country;
  utcOffsets: readonly [number, number];
}
const cityByName = new Map<string, City>();
for (const country of countries) {
  for (const name of [country.name, ...country.aliases]) countryByName.set(foldText(name), country);
  for (const city of country.cities) {
    const utcOffsets = city.utcOffset === null ? country.utcOffsets : ([city.utcOffset, city.utcOffset] as const);
    cityByName.set(foldText(city.name), { country, utcOffsets });
  }
}

/** The country of a known city named exactly by the text ('Nairobi' → Kenya), or null. */
export function cityCountry(text: string): Country | null {
  return cityByName.get(foldText(text))?.country ?? null;
}

/** A country named exactly by the text ('Nigeria', 'UK', 'USA', "Cote d'Ivoire"), or null. */
export function countryNamed(text: string): Country | null {
  return countryByName.get(foldText(text)) ?? null;
}

export interface SeekerPlace {
  country: Country;
  /** The city's offset when the text names a known city, else the country's range. */
  utcOffsets: readonly [number, number];
  /** The seeker's own words, for sentences ("your profile says Lagos, Nigeria"). */
  label: string;
}

/**
 * Where a profile location puts the seeker: the last comma part that names a country, else a known city, else a US
 * state or Canadian province code ('Austin, TX'). 'Lagos' alone is Nigeria; unknown text gives null.
 */
export function placeSeeker(location: string | null | undefined, countryCode?: string | null): SeekerPlace | null {
  const label = (location ?? '').trim();
  const fromCode = countryCode ? countryByCode.get(countryCode.toUpperCase()) : undefined;
  const parts = label
    .split(/[,;/()|]|\s[-–]\s/)
    .map((part) => part.trim())
    .filter(Boolean);
  const city = parts.map((part) => cityByName.get(foldText(part))).find(Boolean);
  const at = (country: Country): SeekerPlace => ({
    country,
    utcOffsets: city?.country === country ? city.utcOffsets : country.utcOffsets,
    label: label || country.name,
  });
  if (fromCode) return at(fromCode);
  if (label === '') return null;
  for (const part of [...parts].reverse()) {
    const country = countryByName.get(foldText(part));
    // 'Atlanta, Georgia' is the US state, not the country.
    if (country?.code === 'GE' && city?.country.code === 'US') return at(city.country);
    if (country) return at(country);
  }
  if (city) return at(city.country);
  for (const part of parts) {
    const code = part.toUpperCase();
    if (part.length === 2 && usStateCodes.has(code)) return at(countryByCode.get('US')!);
    if (part.length === 2 && canadianProvinceCodes.has(code)) return at(countryByCode.get('CA')!);
  }
  // A whole-string scan as a last resort: 'Remote from Nairobi' or 'Lagos Nigeria'.
  const folded = ` ${foldText(label)} `;
  for (const [name, country] of countryByName) if (name.length > 3 && folded.includes(` ${name} `)) return at(country);
  for (const [name, found] of cityByName) if (name.length > 3 && folded.includes(` ${name} `)) return at(found.country);
  return null;
}

/** Two fixed instants (January and July) so daylight saving shows as a range and the answer never drifts. */
const offsetProbes = [Date.UTC(2025, 0, 15, 12), Date.UTC(2025, 6, 15, 12)];

/**
 * A time zone as UTC offsets, west to east: 'Africa/Lagos' → [1, 1], 'America/New_York' → [-5, -4], 'UTC+3' →
 * [3, 3]. Null when the text is not a zone.
 */
export function utcOffsetsOf(timeZone: string | null | undefined): readonly [number, number] | null {
  const text = (timeZone ?? '').trim();
  const written = /^(?:utc|gmt)?\s*([+-−])\s*(\d{1,2})(?::?(\d{2}))?$|^(?:utc|gmt)$/i.exec(text);
  if (written) {
    const value = Number(written[2] ?? 0) + Number(written[3] ?? 0) / 60;
    const offset = written[1] === '+' || written[1] === undefined ? value : -value;
    return [offset, offset];
  }
  if (text === '') return null;
  try {
    const offsets = offsetProbes.map((instant) => {
      const name =
        new Intl.DateTimeFormat('en-US', { timeZone: text, timeZoneName: 'longOffset' })
          .formatToParts(new Date(instant))
          .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
      const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
      return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 0;
    });
    return [Math.min(...offsets), Math.max(...offsets)];
  } catch {
    return null;
  }
}

/** Offsets as words: [1, 1] → 'UTC+1', [-6, -5] → 'UTC-6 to UTC-5'. */
export function formatOffsets([from, to]: readonly [number, number]): string {
  const one = (offset: number) => {
    if (offset === 0) return 'UTC';
    const hours = Math.trunc(Math.abs(offset));
    const minutes = Math.round((Math.abs(offset) - hours) * 60);
    return `UTC${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  };
  return from === to ? one(from) : `${one(from)} to ${one(to)}`;
}
