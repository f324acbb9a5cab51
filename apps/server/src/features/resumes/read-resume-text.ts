import { extractSkills } from '@orbit/shared/skills';
import { clampToNow, findDateRanges, monthsCovered, type DateRange } from './resume-date-ranges.ts';
import { titleFromIntroduction, titleOfRole } from './resume-latest-title.ts';
import { splitResumeLines, type ResumeLine } from './resume-lines.ts';

/**
 * What a resume's text says about its author: skills (canonical names from the shared skill list), years of
 * experience and the latest job title. Pure and deterministic (the clock is an argument), and only ever a
 * suggestion the seeker accepts or dismisses, so it prefers saying nothing to guessing.
 */

export interface ResumeReading {
  skills: string[];
  yearsOfExperience: number | null;
  latestTitle: string | null;
}

const maxSkills = 40;
const maxYears = 50;

/** The entries of a skills line: "Frameworks: React (advanced), Vue and Svelte" → React, Vue, Svelte. */
function listedItems(text: string): string[] {
  return text
    .replace(/^[^:]{2,30}:\s*/, '')
    .split(/\s*[,;|•·]\s*|\s+and\s+|\s+[-–—]\s+/i)
    .map((item) =>
      item
        .replace(/\([^)]*\)/g, '')
        .replace(/^[-–—*•·\s]+/, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The skills section first, in its own order: entries there are looked up by alias ('JS', 'ReactJS', 'Node'),
 * which free text only allows for unambiguous spellings. Then skills mentioned elsewhere, most mentioned first.
 */
function readSkills(lines: readonly ResumeLine[]): string[] {
  const listed: string[] = [];
  const mentions = new Map<string, { lines: number; first: number }>();
  lines.forEach((line, position) => {
    if (!line.text) return;
    const inSkillsSection = line.section === 'skills';
    for (const skill of inSkillsSection ? extractSkills(line.text, listedItems(line.text)) : extractSkills(line.text)) {
      if (inSkillsSection && !listed.includes(skill)) listed.push(skill);
      const seen = mentions.get(skill);
      if (seen) seen.lines += 1;
      else mentions.set(skill, { lines: 1, first: position });
    }
  });
  const elsewhere = [...mentions]
    .filter(([skill]) => !listed.includes(skill))
    .sort(([, a], [, b]) => b.lines - a.lines || a.first - b.first)
    .map(([skill]) => skill);
  return [...listed, ...elsewhere].slice(0, maxSkills);
}

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  'a decade': 10,
};
const amount = `(\\d{1,2}(?:\\.\\d)?|${Object.keys(numberWords).join('|')})`;
const qualifiers =
  '(?:(?:professional|industry|hands-on|relevant|combined|total|work|working|commercial|practical|progressive|proven)\\s+)*';
const explicitYearPatterns = [
  // "7 years of experience", "7+ years' experience", "over ten years of professional experience", "a decade of experience"
  new RegExp(
    `\\b${amount}\\s*\\+?\\s*(?:(?:years?|yrs?)['’]?\\s*\\+?\\s*)?(?:of\\s+)?${qualifiers}(?:experience|exp)\\b`,
    'i',
  ),
  // "Experience: 7 years"
  new RegExp(`\\bexperience\\s*[:\\-–—]\\s*${amount}\\s*\\+?\\s*(?:years?|yrs?)\\b`, 'i'),
];

function yearsFromAmount(text: string): number | null {
  const value = numberWords[text.toLowerCase()] ?? Number(text);
  return Number.isFinite(value) && value > 0 ? Math.min(value, maxYears) : null;
}

/** The author's own count wins over dates. The introduction says it for the whole career, so it is read first. */
function statedYears(lines: readonly ResumeLine[]): number | null {
  const introduction = lines.filter((line) => line.section === null || line.section === 'summary');
  for (const line of [...introduction, ...lines.filter((line) => !introduction.includes(line))]) {
    for (const pattern of explicitYearPatterns) {
      const match = pattern.exec(line.raw);
      // A bare number needs its unit: "7 experience" is not a statement, "a decade of experience" is.
      if (match && (/\b(?:years?|yrs?)\b/i.test(match[0]) || /decade/i.test(match[0]))) {
        const years = yearsFromAmount(match[1] as string);
        if (years !== null) return years;
      }
    }
  }
  return null;
}

const educationWords =
  /\b(?:university|college|school|academy|institute|polytechnic|bachelor|master|degree|diploma|b\.?sc|m\.?sc|b\.?a|m\.?a|mba|ph\.?d|bootcamp)\b/i;

interface DatedRole {
  line: number;
  range: DateRange;
  span: { start: number; end: number };
}

/**
 * Dated entries that are jobs: those in an experience section, or, in a resume without one, any outside the
 * education, skills and other sections that do not name a school or degree.
 */
function datedRoles(lines: readonly ResumeLine[], now: Date): DatedRole[] {
  const hasExperienceSection = lines.some((line) => line.section === 'experience');
  return lines.flatMap((line, index) => {
    const isJob = hasExperienceSection
      ? line.section === 'experience'
      : (line.section === null || line.section === 'summary') && !educationWords.test(line.text);
    if (!isJob) return [];
    return findDateRanges(line.text).flatMap((range) => {
      const span = clampToNow(range, now);
      return span ? [{ line: index, range, span }] : [];
    });
  });
}

function yearsFromRoles(roles: readonly DatedRole[]): number | null {
  const months = monthsCovered(roles.map((role) => role.span));
  if (months <= 0) return null;
  return Math.min(Math.floor((months / 12) * 10) / 10, maxYears);
}

/** The role that ends last (an open one wins a tie); among equals, the first listed, as resumes list newest first. */
function latestRole(roles: readonly DatedRole[]): DatedRole | null {
  let latest: DatedRole | null = null;
  for (const role of roles) {
    const score = role.span.end * 2 + (role.range.end === null ? 1 : 0);
    const best = latest ? latest.span.end * 2 + (latest.range.end === null ? 1 : 0) : -Infinity;
    if (score > best) latest = role;
  }
  return latest;
}

export function readResumeText(text: string, now: Date): ResumeReading {
  const lines = splitResumeLines(text);
  const roles = datedRoles(lines, now);
  const latest = latestRole(roles);
  return {
    skills: readSkills(lines),
    yearsOfExperience: statedYears(lines) ?? yearsFromRoles(roles),
    latestTitle: (latest && titleOfRole(lines, latest.line, latest.range)) ?? titleFromIntroduction(lines),
  };
}
