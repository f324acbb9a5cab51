import { and, eq, sql, type SQL } from 'drizzle-orm';
import { placedCountryOf } from '@orbit/shared/eligibility';
import type { PlacedCountry } from '@orbit/shared/open-to-place';
import { canonicalSkill, skills as skillCatalogue } from '@orbit/shared/skills';
import type { WorldRegion } from '@orbit/shared/world-regions';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { textArrayLiteral } from '../../db/text-array.ts';

/**
 * The search's filters as SQL on `users`. Profiles are free text (skills as the seeker typed them, a location such as
 * 'Lagos' or 'Remote from Nairobi'), so each filter compares what the seeker means: skills through the shared aliases
 * ('JS' is JavaScript), places through the same reading of the location the card shows (`placedCountryOf`).
 */
export interface CandidateFilters {
  words: readonly string[];
  skills: readonly string[];
  region?: WorldRegion | undefined;
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string | undefined;
  experience?: string | undefined;
  jobType?: string | undefined;
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const spellingsByName = new Map(
  skillCatalogue.map((skill) => [skill.name, [...new Set([skill.name, ...skill.aliases].map(normalise))]]),
);

/** Every spelling that means the same skill as `text` ('js' → javascript, js, …), lower case; itself when unknown. */
export function skillSpellings(text: string): string[] {
  const canonical = canonicalSkill(text);
  return (canonical && spellingsByName.get(canonical)) || [normalise(text)];
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * The profile lists one of these spellings, in any case: `users.skill_keys` holds its skills lower-cased (PostgreSQL
 * keeps it from `skills` on every write), so the filter, the count and the ranking's order compare a stored array
 * through its GIN index instead of parsing each seeker's JSON once per skill. The profile form stores them trimmed.
 */
export const hasSkillSpelledAs = (spellings: readonly string[]): SQL =>
  sql`(${users.skillKeys} && ${textArray(spellings)})`;

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Each word in the title or the skills (an alias finds the skill's other spellings too). The pool is small next to
 * the catalogue and only these two short fields are searched, so a scan of the visible seekers is enough here; the
 * catalogue's full-text index is for jobs' long texts.
 */
function wordCondition(word: string): SQL {
  const pattern = likePattern(word);
  const byText = sql`(${users.title} ilike ${pattern} or ${users.skills}::text ilike ${pattern})`;
  return canonicalSkill(word) ? sql`(${byText} or ${hasSkillSpelledAs(skillSpellings(word))})` : byText;
}

/** The filters read from the profile's own columns (place is separate: see placeCondition). */
export function profileConditions(filters: CandidateFilters): SQL[] {
  return [
    ...filters.words.map(wordCondition),
    // Every skill asked for must be on the profile.
    ...filters.skills.map((skill) => hasSkillSpelledAs(skillSpellings(skill))),
    ...(filters.experience ? [eq(users.experience, filters.experience)] : []),
    ...(filters.jobType ? [sql`${users.jobTypes} ? ${filters.jobType}`] : []),
  ];
}

/**
 * Where each location puts its seeker, remembered per text: the pool repeats a few thousand locations ('Lagos,
 * Nigeria'), and reading one costs tens of microseconds. Cleared when it grows past its bound.
 */
const placedByLocation = new Map<string, PlacedCountry | null>();
const placedCacheMax = 50_000;

function placedCountry(location: string): PlacedCountry | null {
  let placed = placedByLocation.get(location);
  if (placed === undefined) {
    if (placedByLocation.size >= placedCacheMax) placedByLocation.clear();
    placed = placedCountryOf(location);
    placedByLocation.set(location, placed);
  }
  return placed;
}

/**
 * The country or region filter as SQL: the locations among the seekers `where` selects that the card would place in
 * the country (or region) asked for, read in process and matched exactly in SQL. Undefined: no place was asked for;
 * null: no seeker is there. Exact where a SQL pattern over the location text would not be (US state codes, city
 * names, 'Atlanta, Georgia'), so the filter never disagrees with the country on the card.
 */
export async function placeCondition(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  where: SQL | undefined,
  filters: Pick<CandidateFilters, 'country' | 'region'>,
): Promise<SQL | null | undefined> {
  if (!filters.country && !filters.region) return undefined;
  const rows = await db.selectDistinct({ location: users.location }).from(users).where(where);
  const inPlace = rows
    .map((row) => row.location)
    .filter((location) => {
      const placed = placedCountry(location);
      if (!placed) return false;
      return (
        (!filters.country || placed.code === filters.country) && (!filters.region || placed.region === filters.region)
      );
    });
  if (inPlace.length === 0) return null;
  // One parameter whatever the number of locations (a list of thousands would need a parameter each), an array the
  // planner reads: it weighs the locations against the column's statistics (Lagos is common) and reads the seekers a
  // skill selects through its index, where a list unnested from JSON left it guessing and walking the whole pool in
  // date order (country and skill on PostgreSQL, 50,000 visible seekers: 50 → 10 ms).
  return sql`${users.location} = any(${textArrayLiteral(inPlace)}::text[])`;
}

/** All the conditions, the place included; null when the place filter already rules everyone out. */
export async function candidateConditions(
  db: Pick<Db, 'select' | 'selectDistinct'>,
  visible: SQL,
  filters: CandidateFilters,
): Promise<SQL | null> {
  const where = and(visible, ...profileConditions(filters))!;
  const place = await placeCondition(db, where, filters);
  if (place === null) return null;
  return place ? and(where, place)! : where;
}
