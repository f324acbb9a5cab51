import { familyCloseness, familyLabel, familyOf, type RoleFamily } from './role-families.ts';

/**
 * Title similarity: TF-IDF cosine over title words after synonyms ('front-end', 'UI engineer' → frontend;
 * 'developer', 'programmer' → engineer; 'site reliability' → sre), with seniority and filler words removed (seniority
 * is its own signal), combined with the role family so 'Customer Support Specialist' and 'Bilingual Support Agent'
 * still count as the same kind of job.
 */

const phraseSynonyms: [RegExp, string][] = [
  [/\bfront ?end\b/g, 'frontend'],
  [/\bback ?end\b|\bserver side\b/g, 'backend'],
  [/\bfull ?stack\b/g, 'fullstack'],
  [/\bui (?:engineer|developer)\b/g, 'frontend engineer'],
  [/\bsite reliability\b/g, 'sre'],
  [/\bdev ops\b/g, 'devops'],
  [/\bquality assurance\b/g, 'qa'],
  [/\bmachine learning\b/g, 'ml'],
  [/\bartificial intelligence\b/g, 'ai'],
  [/\bcustomer (?:service|care)\b|\bhelp ?desk\b/g, 'customer support'],
  [/\b(?:sales|business) development representative\b|\bbdr\b/g, 'sdr'],
  [/\buser experience\b|\bui ux\b|\bux ui\b/g, 'ux'],
  [/\bhuman resources\b/g, 'hr'],
  [/\bfp a\b/g, 'fpa'],
  [/\breact native\b/g, 'reactnative'],
  [/\bproduct owner\b/g, 'product manager'],
  [/\btalent acquisition\b/g, 'recruiter'],
  [/\bbook ?keeper\b/g, 'bookkeeper'],
];

const wordSynonyms: Record<string, string> = {
  developer: 'engineer',
  programmer: 'engineer',
  dev: 'engineer',
  engineering: 'engineer',
  swe: 'engineer',
  recruiting: 'recruiter',
  accounting: 'accountant',
  designers: 'designer',
  analytics: 'analyst',
  marketer: 'marketing',
  copywriter: 'writer',
  writing: 'writer',
  golang: 'go',
  nodejs: 'node',
  reactjs: 'react',
  js: 'javascript',
};

const stopWords = new Set(
  'senior sr snr junior jr lead staff principal head chief of the and or a an to for with in at on remote i ii iii iv mid level entry intern internship graduate trainee associate contract freelance part full time temporary based hybrid all m f d w x'.split(
    ' ',
  ),
);

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#+]+/gu, ' ')
    .trim();
}

/** The words of a title that carry meaning, after synonyms. */
export function titleTerms(title: string): string[] {
  let text = ` ${fold(title)} `;
  for (const [pattern, replacement] of phraseSynonyms) text = text.replace(pattern, replacement);
  const words = text
    .split(' ')
    .map((word) => wordSynonyms[word] ?? word)
    .filter((word) => word.length > 0 && !stopWords.has(word) && !/^\d+$/.test(word));
  return [...new Set(words)];
}

/** Inverse document frequencies from a list of titles; words it never saw get the highest weight. */
export interface TitleIdf {
  weight(term: string): number;
}

export function buildTitleIdf(titles: readonly string[]): TitleIdf {
  const documentFrequency = new Map<string, number>();
  for (const title of titles) {
    for (const term of titleTerms(title)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = titles.length;
  const weights = new Map(
    [...documentFrequency].map(([term, count]) => [term, Math.log((total + 1) / (count + 1)) + 1]),
  );
  const unseen = Math.log(total + 1) + 1;
  return { weight: (term) => weights.get(term) ?? unseen };
}

/**
 * A reference set of remote-job titles for the default weights, so common words ('engineer', 'manager') weigh
 * less than telling ones ('frontend', 'bookkeeper'). A server can pass weights built from its own catalogue instead.
 */
const referenceTitles = [
  'Software Engineer',
  'Senior Software Engineer',
  'Frontend Engineer',
  'Frontend Developer',
  'Backend Engineer',
  'Backend Developer',
  'Full Stack Engineer',
  'Full Stack Developer',
  'Mobile Engineer',
  'iOS Engineer',
  'Android Developer',
  'React Developer',
  'Python Developer',
  'Java Developer',
  'Node.js Developer',
  'Go Engineer',
  'PHP Developer',
  'Ruby on Rails Developer',
  'DevOps Engineer',
  'Site Reliability Engineer',
  'Platform Engineer',
  'Cloud Engineer',
  'Data Engineer',
  'Analytics Engineer',
  'Data Analyst',
  'BI Analyst',
  'Data Scientist',
  'Machine Learning Engineer',
  'AI Engineer',
  'QA Engineer',
  'QA Analyst',
  'Test Automation Engineer',
  'Security Engineer',
  'Security Analyst',
  'Engineering Manager',
  'Solutions Architect',
  'Technical Support Engineer',
  'Customer Support Specialist',
  'Customer Support Representative',
  'Customer Service Agent',
  'Customer Success Manager',
  'Account Manager',
  'Sales Development Representative',
  'Account Executive',
  'Sales Manager',
  'Business Development Manager',
  'Partnerships Manager',
  'Marketing Manager',
  'Content Marketing Manager',
  'Content Writer',
  'Copywriter',
  'SEO Specialist',
  'Performance Marketing Manager',
  'Growth Marketing Manager',
  'Social Media Manager',
  'Product Marketing Manager',
  'Email Marketing Specialist',
  'Accountant',
  'Senior Accountant',
  'Bookkeeper',
  'Financial Analyst',
  'FP&A Analyst',
  'Finance Manager',
  'Controller',
  'Payroll Specialist',
  'Product Designer',
  'UX Designer',
  'UI/UX Designer',
  'Graphic Designer',
  'Motion Designer',
  'Video Editor',
  'Product Manager',
  'Senior Product Manager',
  'Associate Product Manager',
  'Project Manager',
  'Technical Project Manager',
  'Program Manager',
  'Project Coordinator',
  'Scrum Master',
  'Recruiter',
  'Technical Recruiter',
  'HR Generalist',
  'People Operations Manager',
  'Executive Assistant',
  'Virtual Assistant',
  'Administrative Assistant',
  'Technical Writer',
  'Community Manager',
  'Operations Manager',
  'Data Entry Clerk',
  'English Teacher',
  'Online Tutor',
  'Translator',
  'Customer Experience Specialist',
];

export const defaultTitleIdf: TitleIdf = buildTitleIdf(referenceTitles);

function cosine(a: readonly string[], b: readonly string[], idf: TitleIdf): number {
  if (a.length === 0 || b.length === 0) return 0;
  const inB = new Set(b);
  const norm = (terms: readonly string[]) => Math.sqrt(terms.reduce((sum, term) => sum + idf.weight(term) ** 2, 0));
  const dot = a.filter((term) => inB.has(term)).reduce((sum, term) => sum + idf.weight(term) ** 2, 0);
  return dot / (norm(a) * norm(b));
}

export interface PreparedTitle {
  title: string;
  terms: string[];
  family: RoleFamily | null;
}

export function prepareTitle(title: string): PreparedTitle {
  return { title: title.trim(), terms: titleTerms(title), family: familyOf(` ${fold(title)} `) };
}

export interface TitleFit {
  fit: number | null;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
}

/**
 * Two titles in different lines of work: both name a family, the families are not neighbours, and the words barely
 * overlap ('Customer Support Lead' and 'Senior Care Coordinator'). The skills such jobs share are mostly ones every
 * post lists (communication, customer service, data entry), so the score treats the job as having little in common
 * whatever skills it shares. Unknown families ('Rockstar') never count as different.
 */
export function differentLineOfWork(
  seeker: PreparedTitle | null,
  job: PreparedTitle,
  idf: TitleIdf = defaultTitleIdf,
): boolean {
  if (!seeker?.family || !job.family || familyCloseness(seeker.family, job.family) > 0) return false;
  return cosine(seeker.terms, job.terms, idf) < 0.3;
}

/** Same family counts nearly as much as the same words; a neighbouring family about half. */
const familyWeight = 0.85;

export function judgeTitle(
  seeker: PreparedTitle | null,
  job: PreparedTitle,
  idf: TitleIdf = defaultTitleIdf,
): TitleFit {
  if (!seeker || seeker.title === '') {
    return { fit: null, effect: 'neutral', text: 'Add a job title to your profile to compare it with this role.' };
  }
  const words = cosine(seeker.terms, job.terms, idf);
  const kinds = familyCloseness(seeker.family, job.family) * familyWeight;
  // Shared words add to a shared family: "Legal Counsel" is closer to "Legal Counsel (Commercial)" than to "Contracts Manager".
  const fit = Math.min(1, kinds + (1 - kinds) * words);
  const yours = `“${seeker.title}”`;
  if (fit >= 0.7)
    return { fit, effect: 'positive', text: `Your title ${yours} is close to this job’s “${job.title}”.` };
  if (fit >= 0.4)
    return { fit, effect: 'neutral', text: `Your title ${yours} is related to this job’s “${job.title}”.` };
  const label = job.family ? familyLabel(job.family) : null;
  const kind = label ? `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label} role` : `a “${job.title}” role`;
  return { fit, effect: 'negative', text: `This is ${kind}; your profile title is ${yours}.` };
}
