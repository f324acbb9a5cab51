import { countries } from './matching/places.ts';

/**
 * The countries a job's place words name ('Berlin, Germany' → DE; 'Lagos | Remote (Kenya)' → KE, NG): each country's
 * name, other names and large cities (matching/country-data.ts), as whole words (`foldPlaceWords`). Stored per job at
 * write time as `jobs.place_countries` by job_place_countries(), a SQL function generated from these terms
 * (`placeCountriesFunctionBody`, migration 0014), so the location filter finds the jobs in a country through a GIN
 * index instead of `ILIKE '%germany%'` over every row. `countriesNamedIn` is the same test in JavaScript.
 */

/** Names inside wider names: 'America' is the US, but also part of 'Latin America' and 'North America'. */
const ambiguous = new Set(['america']);

/**
 * Place words as both sides compare them: ASCII letters lower-cased (PostgreSQL's lower() under the C collation
 * changes no other), every run of other ASCII characters one space ('U.S.' → 'u s', "Côte d'Ivoire" → 'côte d ivoire').
 */
export function foldPlaceWords(text: string): string {
  return text
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
    .replace(/[^a-z0-9\u0080-\uffff]+/g, ' ')
    .trim();
}

/** Folded term → ISO code (the first country naming a term keeps it). */
const codeByTerm = new Map<string, string>();
for (const country of countries) {
  for (const term of [country.name, ...country.aliases, ...country.cities.map((city) => city.name)]) {
    const folded = foldPlaceWords(term);
    if (folded !== '' && !ambiguous.has(folded) && !codeByTerm.has(folded)) codeByTerm.set(folded, country.code);
  }
}
/** The most words a term has ('democratic republic of the congo'). */
const longestTerm = Math.max(...[...codeByTerm.keys()].map((term) => term.split(' ').length));

/**
 * The ISO codes of the countries the text names, sorted, without repeats. Every run of words that is a term counts,
 * unless it lies inside a longer one that is too: 'Benin City' is Nigeria, not Benin; 'Equatorial Guinea' not Guinea.
 */
export function countriesNamedIn(text: string): string[] {
  const words = foldPlaceWords(text).split(' ').filter(Boolean);
  const found: { start: number; length: number; code: string }[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let length = 1; length <= longestTerm && start + length <= words.length; length++) {
      const code = codeByTerm.get(words.slice(start, start + length).join(' '));
      if (code) found.push({ start, length, code });
    }
  }
  const inside = (a: (typeof found)[number], b: (typeof found)[number]) =>
    b.length > a.length && b.start <= a.start && b.start + b.length >= a.start + a.length;
  return [
    ...new Set(found.filter((match) => !found.some((other) => inside(match, other))).map((match) => match.code)),
  ].sort();
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The body of job_place_countries(place text) RETURNS text[] (a migration creates it; a test checks the two agree):
 * the same runs of words looked up in one jsonb object of every term (parsed once per statement). A regular
 * expression of the ~1,200 terms was tried first: 0.57 ms a row, a minute for 100k jobs.
 */
export function placeCountriesFunctionBody(): string {
  const terms = quote(JSON.stringify(Object.fromEntries([...codeByTerm].sort(([a], [b]) => a.localeCompare(b)))));
  return [
    `  WITH words AS (`,
    `    SELECT string_to_array(btrim(regexp_replace(lower(place), '[^a-z0-9\\u0080-\\uffff]+', ' ', 'g')), ' ') AS w`,
    `  ), found AS (`,
    `    SELECT start, length, ${terms}::jsonb ->> array_to_string(w[start:start + length - 1], ' ') AS code`,
    `    FROM words, generate_series(1, cardinality(w)) AS start, generate_series(1, ${longestTerm}) AS length`,
    `    WHERE start + length - 1 <= cardinality(w)`,
    `  )`,
    `  SELECT coalesce(array_agg(DISTINCT code ORDER BY code), '{}'::text[]) FROM found AS match`,
    `  WHERE code IS NOT NULL AND NOT EXISTS (`,
    `    SELECT 1 FROM found AS other WHERE other.code IS NOT NULL AND other.length > match.length`,
    `      AND other.start <= match.start AND other.start + other.length >= match.start + match.length`,
    `  )`,
  ].join('\n');
}
