/**
 * World regions as job boards write them, for the location filter and the home globe. A location filter that names a
 * region ('Africa', 'Europe', 'North America'…) finds jobs that mention the region or a place in it ('Lagos,
 * Nigeria' is in Africa; 'EMEA' covers Europe and Africa), not only the literal word. Terms are matched as whole
 * words, case-insensitively.
 */
export const worldRegions = {
  'North America': [
    'North America',
    'Americas',
    'USA',
    'US',
    'U.S.',
    'United States',
    'Canada',
    'Mexico',
    'New York',
    'San Francisco',
    'Toronto',
    'Austin',
    'Pittsburgh',
  ],
  'South America': [
    'South America',
    'Latin America',
    'LATAM',
    'Americas',
    'Brazil',
    'Argentina',
    'Colombia',
    'Chile',
    'Peru',
    'Uruguay',
    'Bogota',
    'São Paulo',
    'Sao Paulo',
    'Buenos Aires',
  ],
  Europe: [
    'Europe',
    'European Union',
    'EU',
    'EMEA',
    'CET',
    'UK',
    'United Kingdom',
    'Ireland',
    'Germany',
    'France',
    'Spain',
    'Portugal',
    'Italy',
    'Netherlands',
    'Belgium',
    'Poland',
    'Sweden',
    'Norway',
    'Denmark',
    'Finland',
    'Switzerland',
    'Austria',
    'Romania',
    'Ukraine',
    'Greece',
    'Czech Republic',
    'London',
    'Berlin',
    'Amsterdam',
    'Lisbon',
    'Paris',
    'Madrid',
    'Dublin',
    'Warsaw',
  ],
  Africa: [
    'Africa',
    'EMEA',
    'Nigeria',
    'Kenya',
    'Ghana',
    'South Africa',
    'Rwanda',
    'Egypt',
    'Uganda',
    'Tanzania',
    'Ethiopia',
    'Morocco',
    'Tunisia',
    'Algeria',
    'Senegal',
    "Côte d'Ivoire",
    'Ivory Coast',
    'Cameroon',
    'Zambia',
    'Zimbabwe',
    'Botswana',
    'Namibia',
    'Mauritius',
    'Lagos',
    'Abuja',
    'Nairobi',
    'Accra',
    'Kigali',
    'Cairo',
    'Cape Town',
    'Johannesburg',
    'Kampala',
    'Addis Ababa',
    'Dakar',
  ],
  Asia: [
    'Asia',
    'APAC',
    'Asia Pacific',
    'India',
    'Pakistan',
    'Bangladesh',
    'Sri Lanka',
    'Singapore',
    'Malaysia',
    'Indonesia',
    'Philippines',
    'Vietnam',
    'Thailand',
    'Japan',
    'South Korea',
    'China',
    'Hong Kong',
    'Taiwan',
    'UAE',
    'Dubai',
    'Israel',
    'Turkey',
    'Bangalore',
    'Bengaluru',
    'Manila',
    'Tokyo',
  ],
  Australia: ['Australia', 'New Zealand', 'Oceania', 'APAC', 'Asia Pacific', 'ANZ', 'Sydney', 'Melbourne', 'Auckland'],
} as const satisfies Record<string, readonly string[]>;

export type WorldRegion = keyof typeof worldRegions;
export const worldRegionNames = Object.keys(worldRegions) as WorldRegion[];

/** The region a location filter names ('africa', 'Europe '), or null when it is an ordinary place or word. */
export function worldRegionNamed(text: string): WorldRegion | null {
  const wanted = text.trim().toLowerCase();
  return worldRegionNames.find((name) => name.toLowerCase() === wanted) ?? null;
}

const escapeRegex = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const alternation = (region: WorldRegion) => worldRegions[region].map(escapeRegex).join('|');

/** The region's terms as one whole-word pattern for PostgreSQL's case-insensitive `~*`. */
export function worldRegionSqlPattern(region: WorldRegion): string {
  return `(^|[^[:alnum:]])(${alternation(region)})($|[^[:alnum:]])`;
}

/** The same test in JavaScript: does this location text fall in the region? */
export function isInWorldRegion(text: string, region: WorldRegion): boolean {
  return new RegExp(`(^|[^\\p{L}\\p{N}])(${alternation(region)})($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}
