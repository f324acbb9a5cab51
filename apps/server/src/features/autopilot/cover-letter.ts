import { autopilotBounds } from '@orbit/shared/autopilot-contracts';
import { canonicalSkill } from '@orbit/shared/skills';

/**
 * The cover letter Autopilot sends with an application. It states facts only — what the seeker's profile and resume
 * say, and what the job says about itself — because it goes out under the seeker's name without them reading it
 * (auto mode): a sentence whose fact is missing is left out, never filled with a guess, a zero or an empty list.
 */
export interface CoverLetterFacts {
  seekerName: string;
  /** The seeker's own base letter ('' = use the built-in one). May contain slots {{matchedSkills}}, {{latestTitle}}, {{years}}, {{jobTitle}}, {{company}}, {{name}}. */
  baseLetter: string;
  /** customizeCoverLetter: fill slots / add the tailored paragraph; false = the base letter as written (slots still filled, since the seeker wrote them). */
  customize: boolean;
  seeker: { title: string; skills: string[]; yearsOfExperience: number | null };
  resume: { latestTitle: string | null; yearsOfExperience: number | null; skills: string[] } | null;
  job: { title: string; company: string; skills: string[] };
}

const slotNames = ['matchedSkills', 'latestTitle', 'years', 'jobTitle', 'company', 'name'] as const;
type SlotName = (typeof slotNames)[number];
/** The slots that carry what the tailored paragraph would say: a letter using one has placed those facts itself. */
const tailoredSlots: readonly SlotName[] = ['matchedSkills', 'latestTitle', 'years'];

/** `{{ years }}` and `{{Years}}` are the same slot: seekers type these by hand. */
const slotPattern = () => new RegExp(`\\{\\{\\s*(${slotNames.join('|')})\\s*\\}\\}`, 'gi');
const slotOf = (raw: string): SlotName => slotNames.find((name) => name.toLowerCase() === raw.toLowerCase())!;

/** More would read as a keyword list rather than a letter; the resume carries the rest. */
const listedSkillsLimit = 6;

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();
const skillKey = (skill: string): string => (canonicalSkill(skill) ?? clean(skill)).toLowerCase();

/** Skills the job lists that the seeker has (profile or resume), canonical names where the shared list knows them. */
export function matchedSkills(facts: Pick<CoverLetterFacts, 'seeker' | 'resume' | 'job'>): string[] {
  const held = new Set(
    [...facts.seeker.skills, ...(facts.resume?.skills ?? [])].filter((skill) => clean(skill)).map(skillKey),
  );
  const matched = new Map<string, string>();
  for (const skill of facts.job.skills) {
    const key = skillKey(skill);
    if (clean(skill) && held.has(key) && !matched.has(key)) matched.set(key, canonicalSkill(skill) ?? clean(skill));
  }
  return [...matched.values()];
}

const joinList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** Whole years of at least one; anything else (unknown, 0, nonsense) is no fact at all. */
function yearsFact(facts: CoverLetterFacts): number | null {
  // The profile is what the seeker said of themselves; the resume's reading is the fallback.
  const years = facts.seeker.yearsOfExperience ?? facts.resume?.yearsOfExperience ?? null;
  if (years === null || !Number.isFinite(years) || years < 1) return null;
  return Math.floor(years);
}

type Values = Record<SlotName, string | null>;

function slotValues(facts: CoverLetterFacts): { values: Values; skills: string[]; years: number | null } {
  const skills = matchedSkills(facts).slice(0, listedSkillsLimit);
  const years = yearsFact(facts);
  const values: Values = {
    matchedSkills: skills.length > 0 ? joinList(skills) : null,
    latestTitle: clean(facts.resume?.latestTitle) || clean(facts.seeker.title) || null,
    years: years === null ? null : String(years),
    jobTitle: clean(facts.job.title) || null,
    company: clean(facts.job.company) || null,
    name: clean(facts.seekerName) || null,
  };
  return { values, skills, years };
}

/** Slots filled in one pass (a value is never read as a slot); a sentence using a missing fact is left out. */
function fillSlots(template: string, values: Values): string {
  const lines = template.replace(/\r\n?/g, '\n').split('\n');
  const filled = lines.flatMap((line) => {
    if (!slotPattern().test(line)) return [line];
    const sentences = line.split(/(?<=[.!?])\s+(?=\S)/);
    const kept = sentences.filter((sentence) =>
      [...sentence.matchAll(slotPattern())].every((match) => values[slotOf(match[1]!)] !== null),
    );
    if (kept.length === 0) return [];
    return [
      kept
        .join(' ')
        // '{{years}} years' with one year reads '1 year'.
        .replace(new RegExp(`${slotPattern().source}(\\s+)years\\b`, 'gi'), (whole, slot: string, space: string) =>
          slotOf(slot) === 'years' && values.years === '1' ? `1${space}year` : whole,
        )
        .replace(slotPattern(), (_whole, slot: string) => values[slotOf(slot)] ?? ''),
    ];
  });
  return filled.join('\n');
}

/** The paragraph Autopilot adds when customising: one sentence per fact it has. */
function tailoredParagraph(values: Values, skills: readonly string[], years: number | null): string {
  return [
    values.latestTitle ? `My most recent role is ${values.latestTitle}.` : '',
    years !== null ? `I have ${years} ${years === 1 ? 'year' : 'years'} of professional experience.` : '',
    skills.length > 0
      ? `Your posting asks for ${joinList(skills)}, ${skills.length === 1 ? 'which is among my skills' : 'which are among my skills'}.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Stands where the tailored paragraph goes until the slots are filled (it is added afterwards, never re-read). */
const tailoredMarker = '\u0000tailored\u0000';

function builtInLetter(values: Values): string {
  const { jobTitle, company } = values;
  const greeting = company ? 'Dear {{company}} hiring team,' : 'Dear hiring team,';
  const applying =
    jobTitle && company
      ? 'I would like to apply for the {{jobTitle}} position at {{company}}.'
      : jobTitle
        ? 'I would like to apply for the {{jobTitle}} position.'
        : company
          ? 'I would like to apply for the open position at {{company}}.'
          : 'I would like to apply for this position.';
  return [
    greeting,
    applying,
    tailoredMarker,
    'Thank you for considering my application. I would welcome the chance to discuss how I could contribute.',
    'Kind regards,\n{{name}}',
  ].join('\n\n');
}

const signOff =
  /^(kind |best |warm |warmest )?(regards|wishes)\b|^(sincerely|yours|thanks|thank you|many thanks|cheers|respectfully|all the best)\b/i;

/** Before the seeker's sign-off when their letter ends with one, else at the end. */
function withTailoredMarker(letter: string): string {
  const paragraphs = letter.trim().split(/\n\s*\n/);
  const last = paragraphs[paragraphs.length - 1] ?? '';
  const endsWithSignOff = paragraphs.length > 1 && last.split('\n').length <= 3 && signOff.test(last.trim());
  return endsWithSignOff
    ? [...paragraphs.slice(0, -1), tailoredMarker, last].join('\n\n')
    : [...paragraphs, tailoredMarker].join('\n\n');
}

const tidy = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** Cut at the last sentence end (else word) inside the limit, so a letter never stops mid-word. */
function capped(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('.\n'),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
  );
  const cut = sentenceEnd > limit / 2 ? sentenceEnd + 1 : head.replace(/\s+\S*$/, '').length;
  return head.slice(0, cut).trim();
}

export function buildCoverLetter(facts: CoverLetterFacts): string {
  const { values } = slotValues(facts);
  const own = facts.baseLetter.trim();
  // A seeker's letter whose every sentence needed a missing fact leaves nothing: the built-in one speaks instead.
  const base = own && tidy(fillSlots(own, values)) ? own : '';
  return composeLetter(facts, base);
}

function composeLetter(facts: CoverLetterFacts, base: string): string {
  const { values, skills, years } = slotValues(facts);
  const usesOwnFactSlots = [...base.matchAll(slotPattern())].some((match) => tailoredSlots.includes(slotOf(match[1]!)));
  let template = base ? base : builtInLetter(values);
  // A seeker's letter that places the facts itself keeps its own shape; otherwise customising adds the paragraph.
  if (base && facts.customize && !usesOwnFactSlots) template = withTailoredMarker(base);
  const paragraph = facts.customize ? tailoredParagraph(values, skills, years) : '';
  const filled = fillSlots(template, values);
  const limit = autopilotBounds.baseCoverLetter;
  const letter = tidy(filled.replace(tailoredMarker, paragraph));
  if (letter.length <= limit) return letter;
  // Too long with the paragraph: the seeker's own words come first.
  return capped(tidy(filled.replace(tailoredMarker, '')), limit);
}
