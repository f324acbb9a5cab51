import type { ResumeLine } from './resume-lines.ts';

/**
 * Which words make a phrase a job title. A title names a role ("Senior Frontend Engineer", "Accounts Payable
 * Clerk", "Head of Growth"), so a phrase must hold one of these nouns; company names, places and sentences
 * rarely do, and the plural ("worked with product managers") never counts.
 */
const roleNoun =
  /\b(?:engineer|developer|programmer|designer|manager|analyst|scientist|specialist|consultant|lead|architect|administrator|accountant|bookkeeper|auditor|controller|writer|copywriter|editor|marketer|representative|rep|agent|officer|coordinator|director|intern|assistant|associate|executive|strategist|recruiter|technician|tester|researcher|head of|vp|vice president|president|founder|co-founder|cto|ceo|cfo|coo|cmo|owner|scrum master|advocate|teacher|tutor|instructor|trainer|lecturer|translator|clerk|secretary|receptionist|planner|partner|apprentice|trainee|freelancer|contractor|sdet|sre|devops engineer|nurse|cashier|paralegal|producer|photographer|videographer|animator|illustrator|operator)\b/i;

const maxTitleLength = 80;
const maxTitleWords = 8;

/** The parts of a line a title can be: "Senior Engineer — Paystack, Lagos (Remote)" → three parts. */
const segmentSeparator = /\s+[-–—|·•@]\s+|\s*[|·•]\s*|\s+[–—]\s*|\s*[–—]\s+|,\s+|\s+at\s+|\s*[()[\]]\s*/i;

function cleanSegment(segment: string): string {
  return segment
    .replace(/^[-–—*•·▪◦●○■□➢➤►>\s]+/, '')
    .replace(/[\s,;:.\-–—]+$/, '')
    .trim();
}

/** A phrase that reads as a role: a role noun, short, no contact details or dates. */
export function isRoleLike(phrase: string): boolean {
  return (
    phrase.length > 0 &&
    phrase.length <= maxTitleLength &&
    phrase.split(' ').length <= maxTitleWords &&
    roleNoun.test(phrase) &&
    !/[@:]|https?:|\bwww\.|\.(?:com|org|net|io|dev)\b|\d{3,}/i.test(phrase) &&
    !/[.!?]$/.test(phrase)
  );
}

/** The part of a line that reads as a role; on a tie, the one ending in its role noun ("Team Lead", not "Lead Generation Co"). */
export function titleIn(line: string): string | null {
  const candidates = line.split(segmentSeparator).map(cleanSegment).filter(isRoleLike);
  const endsInRole = candidates.find((candidate) => new RegExp(`${roleNoun.source}$`, 'i').test(candidate));
  return endsInRole ?? candidates[0] ?? null;
}

const acronymWords =
  'qa ui ux seo sem hr it ai ml bi sre vp cto ceo cfo coo cmo sdr bdr api aws crm erp cx sdet ios'.split(' ');
const acronyms = new Map(acronymWords.map((word) => [word, word === 'ios' ? 'iOS' : word.toUpperCase()]));
const smallWords = new Set(['of', 'and', 'for', 'in', 'at', 'the', 'to', 'on', 'a', 'an', '&']);

/**
 * 'senior frontend engineer' → 'Senior Frontend Engineer', 'HEAD OF QA' → 'Head of QA'. Words the author already
 * capitalised their own way ('DevOps', 'iOS') stay, unless the whole phrase is shouted in capitals.
 */
export function titleCase(phrase: string): string {
  const shouted = phrase === phrase.toUpperCase();
  return phrase
    .split(' ')
    .map((word, position) =>
      word
        .split(/([/-])/)
        .map((part) => {
          const lower = part.toLowerCase();
          const acronym = acronyms.get(lower);
          if (acronym) return acronym;
          if (!shouted && part !== lower) return part;
          if (position > 0 && smallWords.has(lower)) return lower;
          return lower.charAt(0).toUpperCase() + lower.slice(1);
        })
        .join(''),
    )
    .join(' ');
}

/** Written as the author wrote it, unless it is all capitals or all lower case. */
const tidyTitle = (title: string) =>
  title === title.toUpperCase() || title === title.toLowerCase() ? titleCase(title) : title;

/**
 * The title of a dated role. The title shares the line with the dates ("Senior Engineer — Paystack, Jan 2019 –
 * Present") or sits just above them ("Senior Engineer | Paystack" over "Jan 2019 – Present"), sometimes two lines
 * above (title, company, dates) or just below (company and dates, then the title). List items never hold it.
 */
export function titleOfRole(
  lines: readonly ResumeLine[],
  lineIndex: number,
  range: { index: number; length: number },
): string | null {
  const line = lines[lineIndex];
  if (!line) return null;
  const rest = `${line.text.slice(0, range.index)} | ${line.text.slice(range.index + range.length)}`;
  const neighbours = [lineIndex - 1, lineIndex + 1, lineIndex - 2]
    .map((index) => lines[index])
    .filter(
      (neighbour): neighbour is ResumeLine =>
        !!neighbour && !neighbour.isHeading && !neighbour.isBullet && neighbour.section === line.section,
    )
    .map((neighbour) => neighbour.text);
  for (const candidate of [rest, ...neighbours]) {
    const title = titleIn(candidate);
    if (title) return tidyTitle(title);
  }
  return null;
}

const leadingQualities =
  /^(?:(?:i am|i'm|am)\s+)?(?:an?\s+)?(?:(?:highly|very|self|results|detail|customer|data)[- ]?)?(?:(?:experienced|motivated|passionate|driven|oriented|focused|dedicated|seasoned|skilled|versatile|creative|dynamic|accomplished|certified|dependable|reliable|proactive|hardworking|hard-working)[, ]+(?:and\s+)?)*/i;

/**
 * A title from the top of the resume when no dated role names one: a headline under the name ("Senior Frontend
 * Engineer | React · TypeScript"), else the opening of the summary ("Senior frontend engineer with 7 years…").
 */
export function titleFromIntroduction(lines: readonly ResumeLine[]): string | null {
  const firstHeading = lines.findIndex((line) => line.isHeading);
  const header = lines.slice(0, firstHeading === -1 ? Math.min(lines.length, 4) : Math.min(firstHeading, 4));
  for (const line of header) {
    const title = titleIn(line.text);
    if (title) return tidyTitle(title);
  }
  const introductions = [...lines.filter((line) => line.section === 'summary' && line.text), ...header];
  for (const line of introductions) {
    const firstSentence = line.text.split(/(?<=[.!?])\s/)[0] ?? '';
    const opening =
      /^(.+?)\s+(?:with|who|having|speciali[sz]ing|skilled|experienced|focused|passionate|based|that|from|offering|bringing)\b/i.exec(
        firstSentence.replace(leadingQualities, ''),
      );
    const phrase = opening ? cleanSegment(opening[1] as string) : '';
    if (phrase.split(' ').length <= 6 && isRoleLike(phrase) && new RegExp(`${roleNoun.source}$`, 'i').test(phrase))
      return titleCase(phrase);
  }
  return null;
}
