import type { CategoryName } from './categories.ts';

/**
 * The words of the trade a job search knows (issue 17 §2): spellings and synonyms that name the same thing, the
 * categories and employment types a word names. The server's search (catalogue/search-query.ts) looks each word or
 * phrase of a search up here and searches for all its spellings, so 'nodejs' finds what 'node.js' finds, and
 * 'frontend' also finds the Frontend category's jobs whose texts never say 'frontend'.
 *
 * Spellings are lower case; a phrase is words separated by single spaces ('machine learning').
 */
export interface SynonymGroup {
  /** Spellings searched for whichever of the group's spellings (or `askOnly` words) is asked for. */
  spellings: readonly string[];
  /**
   * Words that find the group when asked for but are never searched for it: too common in job texts with another
   * sense ('go' in 'go-to-market', 'people' in every description), so 'golang' must not find every 'go'.
   */
  askOnly?: readonly string[];
  categories?: readonly CategoryName[];
  /** Employment type keys (options.ts employmentTypeKey: 'fulltime', 'internship' …). */
  employmentTypes?: readonly string[];
}

export const synonymGroups: readonly SynonymGroup[] = [
  { spellings: ['node.js', 'nodejs'], askOnly: ['node'] },
  { spellings: ['frontend', 'front-end', 'front end'], categories: ['Remote Frontend Development'] },
  { spellings: ['backend', 'back-end', 'back end'], categories: ['Remote Backend Development'] },
  { spellings: ['full stack', 'full-stack', 'fullstack'] },
  { spellings: ['golang'], askOnly: ['go'] },
  { spellings: ['kubernetes', 'k8s'] },
  { spellings: ['javascript'], askOnly: ['js'] },
  { spellings: ['typescript'], askOnly: ['ts'] },
  { spellings: ['react native', 'react-native'], categories: ['Remote Mobile Development'] },
  { spellings: ['machine learning', 'ml'], categories: ['Remote AI/Machine Learning'] },
  { spellings: ['artificial intelligence', 'ai'], categories: ['Remote AI/Machine Learning'] },
  { spellings: ['ux', 'ui', 'user experience', 'user interface'], categories: ['Remote UI/UX Design'] },
  { spellings: ['qa', 'quality assurance', 'tester', 'test engineer'], askOnly: ['testing'], categories: ['Remote QA/Testing'] },
  { spellings: ['devops', 'sre', 'site reliability'], categories: ['Remote DevOps/SRE'] },
  {
    spellings: ['customer success', 'customer support', 'customer service', 'customer experience'],
    categories: ['Remote Customer Support'],
  },
  { spellings: ['product manager', 'product management', 'product owner'], askOnly: ['pm'], categories: ['Remote Product Management'] },
  { spellings: ['project manager', 'project management'], categories: ['Remote Project Management'] },
  {
    spellings: ['hr', 'human resources', 'people operations', 'people ops', 'people partner'],
    askOnly: ['people'],
    categories: ['Remote HR/Recruiting'],
  },
  { spellings: ['recruiter', 'recruiting', 'recruitment', 'talent acquisition'], categories: ['Remote HR/Recruiting'] },
  { spellings: ['data science', 'data scientist'], categories: ['Remote Data Science'] },
  { spellings: ['data engineering', 'data engineer'], categories: ['Remote Data Engineering'] },
  { spellings: ['cybersecurity', 'cyber security', 'infosec', 'information security'], categories: ['Remote Cybersecurity'] },
  { spellings: ['mobile'], categories: ['Remote Mobile Development'] },
  { spellings: ['designer', 'design'], categories: ['Remote Design', 'Remote UI/UX Design'] },
  { spellings: ['marketing', 'marketer'], categories: ['Remote Marketing'] },
  { spellings: ['sales'], categories: ['Remote Sales'] },
  { spellings: ['copywriter', 'copywriting', 'content writer'], askOnly: ['writer', 'writing'], categories: ['Remote Writing/Content'] },
  { spellings: ['accountant', 'accounting', 'bookkeeper', 'bookkeeping'], askOnly: ['finance'], categories: ['Remote Finance/Accounting'] },
  { spellings: ['legal', 'lawyer', 'attorney', 'paralegal'], categories: ['Remote Legal'] },
  { spellings: ['teacher', 'tutor', 'tutoring'], askOnly: ['education'], categories: ['Remote Education/Training'] },
  { spellings: ['healthcare', 'health care'], categories: ['Remote Healthcare'] },
  { spellings: ['full-time', 'full time', 'fulltime'], employmentTypes: ['fulltime'] },
  { spellings: ['part-time', 'part time', 'parttime'], employmentTypes: ['parttime'] },
  { spellings: ['contract', 'contractor'], employmentTypes: ['contract'] },
  { spellings: ['internship', 'intern'], employmentTypes: ['internship'] },
  { spellings: ['temporary'], employmentTypes: ['temporary'] },
];

/** What one word or phrase of a search stands for. */
export interface SearchPhrase {
  /** As asked (lower case). */
  text: string;
  /** Every spelling to search for: the asked one first. */
  spellings: string[];
  categories: CategoryName[];
  employmentTypes: string[];
}

const groupsByWord = new Map<string, SynonymGroup[]>();
for (const group of synonymGroups) {
  for (const word of [...group.spellings, ...(group.askOnly ?? [])]) groupsByWord.set(word, [...(groupsByWord.get(word) ?? []), group]);
}
/** Phrases are at most this many words ('customer success', 'artificial intelligence'). */
const longestPhrase = Math.max(...[...groupsByWord.keys()].map((word) => word.split(' ').length));

/** A word or phrase of a search with its synonyms, categories and types (itself alone when the table lacks it). */
export function lookUpPhrase(text: string): SearchPhrase {
  const key = text.toLowerCase().trim().replace(/\s+/g, ' ');
  const groups = groupsByWord.get(key) ?? [];
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    text: key,
    spellings: unique([key, ...groups.flatMap((group) => group.spellings)]),
    categories: unique(groups.flatMap((group) => group.categories ?? [])),
    employmentTypes: unique(groups.flatMap((group) => group.employmentTypes ?? [])),
  };
}

/** Trailing punctuation is not part of a word ('node.js,' 'react.'); inner dots, '+' and '#' are ('c++', 'c#'). */
const bareWord = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}.#+]+|[^\p{L}\p{N}#+]+$/gu, '');

/**
 * Consecutive words of a search grouped into the phrases the table knows, longest first ('senior machine learning
 * engineer' → senior / machine learning / engineer); every other word stands alone.
 */
export function groupPhrases(words: readonly string[]): SearchPhrase[] {
  const bare = words.map(bareWord).filter(Boolean);
  const phrases: SearchPhrase[] = [];
  for (let start = 0; start < bare.length; ) {
    let length = Math.min(longestPhrase, bare.length - start);
    while (length > 1 && !groupsByWord.has(bare.slice(start, start + length).join(' '))) length--;
    phrases.push(lookUpPhrase(bare.slice(start, start + length).join(' ')));
    start += length;
  }
  return phrases;
}

/** Every single word the table knows (for spelling help: 'nodejs' and 'golang' are no typos). */
export const synonymWords: readonly string[] = [...new Set([...groupsByWord.keys()].flatMap((phrase) => phrase.split(' ')))];
