import type { CategoryName } from './categories.ts';
import { employmentTypeKey, type jobListEmploymentTypes } from './options.ts';

/**
 * The words of the trade a job search understands: spellings that mean the same thing ('nodejs', 'node.js', 'node'),
 * and words that name a category or an employment type, which then also find the jobs filed under it ('frontend' finds
 * the Frontend Development jobs whose text never says 'frontend').
 *
 * The server turns a search into a full-text query with these (apps/server/src/features/catalogue/search-query.ts):
 * a word or phrase of the search that is one of a term's spellings becomes "any of its spellings". Spellings are
 * written as a person types them, lower case; the text-search parser makes lexemes of them at query time, so
 * 'front end' also matches 'front-end' in a job's text (PostgreSQL indexes the hyphenated word and its parts).
 *
 * `narrow` spellings are short or common words that mean the trade only in a job's title, tags or skills ('go' in
 * "go to market", 'people' in "people who love…"): they match only there (tsquery weights A and C).
 */
export interface SearchTerm {
  spellings: readonly string[];
  narrow?: readonly string[];
  /** The category the term names: a search for it also finds that category's jobs. */
  category?: CategoryName;
  /** The employment type the term names (as `employmentTypeKey` stores it). */
  employmentType?: string;
}

const type = (name: (typeof jobListEmploymentTypes)[number]) => employmentTypeKey(name);
const categoryWords = (category: CategoryName, ...terms: string[][]): SearchTerm[] =>
  terms.map((spellings) => ({ spellings, category }));

export const searchTerms: readonly SearchTerm[] = [
  // Engineering words.
  { spellings: ['node.js', 'nodejs', 'node'] },
  {
    spellings: ['frontend', 'front end', 'front-end', 'frontend development'],
    category: 'Remote Frontend Development',
  },
  { spellings: ['backend', 'back end', 'back-end', 'backend development'], category: 'Remote Backend Development' },
  { spellings: ['full stack', 'full-stack', 'fullstack'] },
  { spellings: ['golang', 'go'], narrow: ['go'] },
  { spellings: ['kubernetes', 'k8s'] },
  { spellings: ['javascript', 'js'] },
  { spellings: ['typescript', 'ts'], narrow: ['ts'] },
  { spellings: ['react', 'react.js', 'reactjs'] },
  { spellings: ['vue', 'vue.js', 'vuejs'] },
  { spellings: ['postgresql', 'postgres'] },
  { spellings: ['react native', 'react-native'] },
  { spellings: ['machine learning', 'ml'], category: 'Remote AI/Machine Learning' },
  { spellings: ['ai', 'artificial intelligence'], category: 'Remote AI/Machine Learning' },
  {
    spellings: ['ux', 'ui', 'ui/ux', 'ux/ui', 'user experience', 'ux design', 'ui/ux design'],
    narrow: ['ui'],
    category: 'Remote UI/UX Design',
  },
  { spellings: ['qa', 'quality assurance', 'tester', 'qa/testing'], category: 'Remote QA/Testing' },
  { spellings: ['testing'], category: 'Remote QA/Testing' },
  { spellings: ['devops', 'sre', 'site reliability', 'devops/sre'], category: 'Remote DevOps/SRE' },
  { spellings: ['mobile', 'mobile development'], category: 'Remote Mobile Development' },
  { spellings: ['software development', 'software engineering'], category: 'Remote Software Development' },
  { spellings: ['data science', 'data scientist'], category: 'Remote Data Science' },
  { spellings: ['data engineering', 'data engineer'], category: 'Remote Data Engineering' },
  { spellings: ['cybersecurity', 'cyber security', 'infosec'], category: 'Remote Cybersecurity' },
  // Business words.
  { spellings: ['customer success', 'customer support', 'customer service'], category: 'Remote Customer Support' },
  { spellings: ['product manager', 'pm', 'product management'], narrow: ['pm'], category: 'Remote Product Management' },
  { spellings: ['project manager', 'project management'], category: 'Remote Project Management' },
  { spellings: ['hr', 'people', 'human resources'], narrow: ['people'], category: 'Remote HR/Recruiting' },
  { spellings: ['recruiter', 'recruiting', 'recruitment'], category: 'Remote HR/Recruiting' },
  { spellings: ['talent acquisition'], category: 'Remote HR/Recruiting' },
  // Words naming a category only: each is its own term, not a synonym of the others ('writing' is in many a job's
  // requirements, 'writer' in few titles; 'finance' is no 'accountant').
  ...categoryWords('Remote Marketing', ['marketing'], ['marketer']),
  ...categoryWords('Remote Sales', ['sales']),
  ...categoryWords('Remote Design', ['design']),
  ...categoryWords('Remote Writing/Content', ['writer'], ['writing'], ['copywriter', 'copywriting']),
  ...categoryWords(
    'Remote Finance/Accounting',
    ['finance'],
    ['accountant', 'accounting'],
    ['bookkeeper', 'bookkeeping'],
  ),
  ...categoryWords('Remote Operations', ['operations']),
  ...categoryWords('Remote Legal', ['legal'], ['lawyer'], ['paralegal']),
  ...categoryWords('Remote Education/Training', ['education'], ['teacher', 'teaching'], ['tutor']),
  ...categoryWords('Remote Healthcare', ['healthcare', 'health care'], ['medical'], ['nurse', 'nursing']),
  // Employment types.
  { spellings: ['full time', 'full-time', 'fulltime'], employmentType: type('Full-time') },
  { spellings: ['part time', 'part-time', 'parttime'], employmentType: type('Part-time') },
  { spellings: ['contract', 'contractor'], employmentType: type('Contract') },
  { spellings: ['temporary', 'temp'], employmentType: type('Temporary') },
  { spellings: ['internship', 'intern'], employmentType: type('Internship') },
];

/** A spelling as the table compares it: lower case, hyphens and runs of spaces as one space. */
export const spellingKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

const termBySpelling = new Map<string, SearchTerm>();
for (const term of searchTerms) for (const spelling of term.spellings) termBySpelling.set(spellingKey(spelling), term);

/** The term a word or phrase of a search is a spelling of ('Node.JS' → the node.js term), or undefined. */
export const searchTermFor = (text: string): SearchTerm | undefined => termBySpelling.get(spellingKey(text));

/** The most words a spelling has ('ui/ux design' = 2): how far a search's words are looked ahead. */
export const longestSpellingWords = Math.max(...[...termBySpelling.keys()].map((key) => key.split(' ').length));

/** Every one-word spelling: known words for the spelling help (a search for 'nodejs' is not a typo). */
export const oneWordSpellings: readonly string[] = [...termBySpelling.keys()].filter((key) => !key.includes(' '));
