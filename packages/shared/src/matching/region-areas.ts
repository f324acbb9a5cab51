import { eeaExtraCountryCodes, euCountryCodes } from './country-data.ts';
import { continentOf, countries, type Country, type Subregion } from './places.ts';

/**
 * The areas job posts name ('EMEA', 'LATAM', 'Sub-Saharan Africa', 'DACH'…) as sets of countries. Phrases are
 * matched on folded text (lower case, no accents); short upper-case codes ('US', 'EU') only as written, so "join
 * us" is not the United States.
 */

export interface Area {
  /** How sentences name it: 'EMEA', 'Africa', 'Nigeria'. */
  label: string;
  /** null = everywhere. */
  codes: ReadonlySet<string> | null;
}

const codesWhere = (test: (country: Country) => boolean) =>
  new Set(countries.filter(test).map((country) => country.code));
const inSubregions = (...names: Subregion[]) => codesWhere((country) => names.includes(country.subregion));
const inContinent = (name: string) => codesWhere((country) => continentOf[country.subregion] === name);
const listed = (codes: string) => new Set(codes.split(' '));
const union = (...sets: ReadonlySet<string>[]) => new Set(sets.flatMap((set) => [...set]));

const africa = inContinent('africa');
const europe = inContinent('europe');
const middleEast = inSubregions('middle-east');
const westAsia = inSubregions('west-asia');
const asiaPacific = union(
  inSubregions('south-asia', 'southeast-asia', 'east-asia', 'central-asia'),
  inContinent('oceania'),
);
const latinAmerica = inSubregions('central-america', 'caribbean', 'south-america');
const northAmerica = listed('US CA');
const eu = euCountryCodes;
const eea = union(euCountryCodes, eeaExtraCountryCodes);

/** Folded phrase → area. Longer phrases win where they overlap ('latin america' over 'america'). */
const phraseAreas: [string[], Area][] = [
  [
    [
      'worldwide',
      'world wide',
      'anywhere',
      'anywhere in the world',
      'global',
      'globally',
      'international',
      'any location',
      'any country',
      'all countries',
      'location independent',
    ],
    { label: 'worldwide', codes: null },
  ],
  [
    ['emea', 'europe middle east and africa', 'europe the middle east and africa'],
    { label: 'EMEA', codes: union(europe, middleEast, westAsia, africa) },
  ],
  [['europe', 'european', 'european countries'], { label: 'Europe', codes: europe }],
  [['european union', 'eu member states', 'eu countries', 'eu based', 'eu residents'], { label: 'the EU', codes: eu }],
  [['european economic area'], { label: 'the EEA', codes: eea }],
  [
    ['western europe'],
    { label: 'Western Europe', codes: inSubregions('western-europe', 'northern-europe', 'southern-europe') },
  ],
  [
    ['eastern europe', 'central and eastern europe', 'central eastern europe', 'central europe'],
    {
      label: 'Central and Eastern Europe',
      codes: union(inSubregions('eastern-europe'), listed('EE LV LT SI HR RS BA ME MK AL XK AT DE CH')),
    },
  ],
  [
    ['northern europe', 'nordics', 'nordic countries', 'scandinavia'],
    { label: 'the Nordics', codes: listed('DK NO SE FI IS') },
  ],
  [['southern europe'], { label: 'Southern Europe', codes: inSubregions('southern-europe') }],
  [['baltics', 'baltic states'], { label: 'the Baltics', codes: listed('EE LV LT') }],
  [['dach'], { label: 'DACH', codes: listed('DE AT CH') }],
  [['benelux'], { label: 'Benelux', codes: listed('BE NL LU') }],
  [['iberia', 'iberian peninsula'], { label: 'Iberia', codes: listed('ES PT') }],
  [['balkans'], { label: 'the Balkans', codes: listed('SI HR RS BA ME MK AL XK BG RO GR') }],
  [['uk and ireland', 'uk ireland'], { label: 'the UK and Ireland', codes: listed('GB IE') }],
  [['africa', 'african countries', 'pan african', 'pan africa'], { label: 'Africa', codes: africa }],
  [
    ['sub saharan africa', 'subsaharan africa', 'ssa'],
    {
      label: 'Sub-Saharan Africa',
      codes: union(inSubregions('west-africa', 'central-africa', 'east-africa', 'southern-africa'), listed('SD')),
    },
  ],
  [['north africa', 'northern africa'], { label: 'North Africa', codes: inSubregions('north-africa') }],
  [['west africa', 'western africa'], { label: 'West Africa', codes: inSubregions('west-africa') }],
  [['east africa', 'eastern africa'], { label: 'East Africa', codes: inSubregions('east-africa') }],
  [['central africa', 'middle africa'], { label: 'Central Africa', codes: inSubregions('central-africa') }],
  [
    ['southern africa'],
    { label: 'Southern Africa', codes: union(inSubregions('southern-africa'), listed('ZM ZW MZ MW')) },
  ],
  [
    ['francophone africa', 'french speaking africa'],
    { label: 'francophone Africa', codes: listed('SN CI ML BF NE GN BJ TG CM GA CG CD CF TD MG DJ KM BI RW MR') },
  ],
  [['middle east', 'middle eastern'], { label: 'the Middle East', codes: union(middleEast, listed('TR EG')) }],
  [
    ['mena', 'middle east and north africa'],
    { label: 'MENA', codes: union(middleEast, inSubregions('north-africa'), listed('TR')) },
  ],
  [['gcc', 'gulf', 'gulf countries', 'gulf region'], { label: 'the Gulf', codes: listed('AE SA QA KW BH OM') }],
  [
    ['americas', 'the americas', 'north and south america'],
    { label: 'the Americas', codes: union(northAmerica, latinAmerica) },
  ],
  [['north america', 'northern america'], { label: 'North America', codes: northAmerica }],
  [
    ['latam', 'latin america', 'latinamerica', 'latin american countries', 'south and central america'],
    { label: 'Latin America', codes: latinAmerica },
  ],
  [['south america'], { label: 'South America', codes: inSubregions('south-america') }],
  [['central america'], { label: 'Central America', codes: inSubregions('central-america') }],
  [['caribbean'], { label: 'the Caribbean', codes: inSubregions('caribbean') }],
  [['apac', 'asia pacific', 'asia pac', 'asiapac'], { label: 'APAC', codes: asiaPacific }],
  [['asia'], { label: 'Asia', codes: inSubregions('south-asia', 'southeast-asia', 'east-asia', 'central-asia') }],
  [['southeast asia', 'south east asia'], { label: 'Southeast Asia', codes: inSubregions('southeast-asia') }],
  [['south asia'], { label: 'South Asia', codes: inSubregions('south-asia') }],
  [['east asia'], { label: 'East Asia', codes: inSubregions('east-asia') }],
  [
    ['oceania', 'australia and new zealand', 'anz'],
    { label: 'Australia and New Zealand', codes: inContinent('oceania') },
  ],
];

/** Written-as-is codes: 'US' but not 'us'. Country aliases of up to three letters join these (UK, UAE, KSA…). */
const caseSensitiveAreas: [string, Area][] = [
  ['EU', { label: 'the EU', codes: eu }],
  ['EEA', { label: 'the EEA', codes: eea }],
  ['EMEA', phraseAreas[1]![1]],
  ['APAC', { label: 'APAC', codes: asiaPacific }],
  ['LATAM', { label: 'Latin America', codes: latinAmerica }],
  [
    'CEE',
    { label: 'Central and Eastern Europe', codes: union(inSubregions('eastern-europe'), listed('EE LV LT SI HR')) },
  ],
];

const countryArea = (country: Country): Area => ({ label: country.name, codes: new Set([country.code]) });

const foldedAreas = new Map<string, Area>();
const exactAreas = new Map<string, Area>(caseSensitiveAreas);
for (const [phrases, area] of phraseAreas) for (const phrase of phrases) foldedAreas.set(phrase, area);
for (const country of countries) {
  const area = countryArea(country);
  for (const name of [country.name, ...country.aliases]) {
    const compact = name.replace(/\./g, '');
    const isCode = compact.length <= 3 && compact === compact.toUpperCase();
    if (isCode) exactAreas.set(compact, area);
    // 'usa' and 'uae' are safe in lower case too; 'us' is not.
    if (!isCode || compact.length === 3) foldedAreas.set(fold(name), area);
  }
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (a: string, b: string) => b.length - a.length;
const foldedPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...foldedAreas.keys()].sort(byLength).map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);
const exactPattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...exactAreas.keys()].sort(byLength).map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Every area a piece of text names, in order of mention, without duplicates. */
export function findAreas(text: string): Area[] {
  const found: { index: number; area: Area }[] = [];
  for (const match of text.replace(/\./g, '').matchAll(exactPattern))
    found.push({ index: -1, area: exactAreas.get(match[0])! });
  for (const match of fold(text).matchAll(foldedPattern))
    found.push({ index: match.index, area: foldedAreas.get(match[0])! });
  const seen = new Set<Area>();
  return found.filter(({ area }) => !seen.has(area) && seen.add(area)).map(({ area }) => area);
}

export const areaIncludes = (area: Area, countryCode: string) => area.codes === null || area.codes.has(countryCode);
