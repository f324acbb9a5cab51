/**
 * schema.org `applicantLocationRequirements` from a job's `regions` text ('USA Only', 'Remote (Nigeria)',
 * 'LATAM, Canada, Europe'). Only places we recognise are named; cities, time zones and anything unclear are left
 * out, and a job open worldwide names none (that is what an absent requirement means to search engines).
 */

export interface ApplicantLocation {
  '@type': 'Country' | 'AdministrativeArea';
  name: string;
}

/** Groups of countries feeds use; schema.org has no type for them other than AdministrativeArea. */
const areas = new Map(
  [
    'Africa',
    'East Africa',
    'West Africa',
    'North Africa',
    'Southern Africa',
    'Americas',
    'North America',
    'Latin America',
    'South America',
    'Central America',
    'Asia',
    'Asia-Pacific',
    'Southeast Asia',
    'Europe',
    'European Union',
    'Middle East',
    'Oceania',
    'Nordics',
    'EMEA',
    'APAC',
    'MENA',
  ].map((name) => [name.toLowerCase(), name]),
);
const areaAliases: Record<string, string> = {
  latam: 'Latin America',
  'asia pacific': 'Asia-Pacific',
  eu: 'European Union',
  scandinavia: 'Nordics',
};

const countryAliases: Record<string, string> = {
  us: 'United States',
  usa: 'United States',
  'u s': 'United States',
  'u s a': 'United States',
  'united states of america': 'United States',
  america: 'United States',
  uk: 'United Kingdom',
  'u k': 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  uae: 'United Arab Emirates',
};

/** Region codes the display-name table lists that are not countries. */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let countries: Map<string, string> | undefined;

/** English country names from the runtime's own ICU data (Node ships it in full), built on first use. */
function countryNames(): Map<string, string> {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  countries = new Map();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      const name = notCountries.has(code) ? undefined : names.of(code);
      if (name) countries.set(normalise(name), name);
    }
  }
  return countries;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();

const anywhere = /\b(?:anywhere|worldwide|global(?:ly)?|international)\b/;
/** Words around a place name that do not change it ('Europe Only', 'Remote (US)', 'US-based'). */
const noise = /\b(?:remote|only|based|from|candidates?|residents?|preferred|in|the)\b/g;

function recognise(part: string): ApplicantLocation | null {
  const key = normalise(part)
    .replace(/-based\b/g, '')
    .replace(noise, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!key) return null;
  const area = areas.get(key) ?? areaAliases[key];
  if (area) return { '@type': 'AdministrativeArea', name: area };
  const country = countryAliases[key] ?? countryNames().get(key);
  return country ? { '@type': 'Country', name: country } : null;
}

export function applicantLocations(regions: string): ApplicantLocation[] {
  const parts = regions.split(/[,;/|&+()]|\s+(?:and|or)\s+/i).filter((part) => part.trim() !== '');
  if (parts.some((part) => anywhere.test(normalise(part)))) return [];
  const found = new Map<string, ApplicantLocation>();
  for (const part of parts) {
    const location = recognise(part);
    if (location) found.set(location.name, location);
  }
  return [...found.values()];
}
