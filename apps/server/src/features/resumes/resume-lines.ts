/**
 * A resume's text as lines, each knowing the section it sits in. Sections are what tell a job's dates from a
 * degree's and a skills list from a sentence, so headings are recognised in the words people use for them
 * ("Work History", "Core Competencies", "Education & Training"), in any case, with or without a colon.
 */

export type ResumeSection = 'summary' | 'experience' | 'education' | 'skills' | 'other';

export interface ResumeLine {
  /** The line without its heading label when the heading shares the line ("Skills: React, Go" → "React, Go"). */
  text: string;
  /** The whole line, label included. */
  raw: string;
  /** null before the first heading: the name, contact details, often a headline. */
  section: ResumeSection | null;
  isHeading: boolean;
  /** A list item ("- Led…", "• Built…"): achievements, never a job title. */
  isBullet: boolean;
}

/** Checked in order: 'Volunteer Experience' is other, not work experience. */
const headingPatterns: [ResumeSection, RegExp][] = [
  [
    'other',
    /^(?:(?:personal|side|selected|key)\s+)?projects?$|^(?:languages?|interests|hobbies|references|awards?|honou?rs|achievements|publications|volunteer(?:ing)?(?:\s+(?:experience|work))?|activities|links|contact(?: details| information)?|certificates)$/,
  ],
  [
    'experience',
    /^(?:(?:relevant|professional|work|working|employment|career|industry|job)\s+)*(?:experience|history|employment)(?:\s+history)?$|^positions? held$/,
  ],
  [
    'education',
    /^(?:education(?:al background)?|academic (?:background|history|qualifications)|(?:professional\s+)?qualifications|education and (?:training|certifications?|qualifications)|certifications?(?: and (?:licenses|training))?|courses|training)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|core|key|professional|relevant|hard|soft|top)\s+)?(?:skills|competencies|technologies|tech stack|tools|expertise|proficiencies)(?: and (?:tools|technologies|competencies|expertise))?$|^tools and technologies$|^skill set$/,
  ],
  [
    'summary',
    /^(?:(?:professional|career|personal|executive)\s+)?(?:summary|profile|objective|about(?: me)?|overview)$/,
  ],
];

const headingKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function headingOf(text: string): ResumeSection | null {
  // Headings are a few words; a line with figures is content ("Volunteer, 2012 - 2013").
  if (text.length > 50 || /\d/.test(text)) return null;
  const key = headingKey(text);
  return headingPatterns.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
}

const bulletPattern = /^(?:[-–—*•·▪◦●○■□➢➤►>]|\d{1,2}[.)])\s*/;

export function splitResumeLines(text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  let section: ResumeSection | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    const heading = headingOf(line.replace(/^[#=*_\s-]+|[#=*_:\s-]+$/g, ''));
    if (heading) {
      section = heading;
      lines.push({ text: '', raw: line, section, isHeading: true, isBullet: false });
      continue;
    }
    // "Skills: React, Go" is a one-line section. It does not move the lines after it: "Tech stack: React" inside
    // a job is followed by more of the same experience section.
    const labelled = /^([^:]{2,40}):\s*(\S.*)$/.exec(line);
    const inlineHeading = labelled ? headingOf(labelled[1] as string) : null;
    if (labelled && inlineHeading) {
      lines.push({ text: labelled[2] as string, raw: line, section: inlineHeading, isHeading: false, isBullet: false });
      continue;
    }
    lines.push({ text: line, raw: line, section, isHeading: false, isBullet: bulletPattern.test(line) });
  }
  return lines;
}
