/**
 * The search evaluation's labelled queries. Each query's plausible jobs among the recorded feeds
 * (../shared/fixtures/job-sources, imported by search-fixtures.ts) were judged by hand, from each job's title,
 * company, category, employment type and text:
 *
 *   3  the job is what the search asks for (the title names it: 'Node.js Developer' for 'nodejs')
 *   2  a main part of the job (in its stack or requirements, or its category is exactly it)
 *   1  related or mentioned in passing (a full-stack job for 'frontend'; a talent network listing every language)
 *   0  anything else (every job not listed)
 *
 * Jobs are named `source:sourceId` as stored ('wwr:' and 'rok:' stand for we-work-remotely and remote-ok). Spellings
 * of one need ('nodejs', 'node.js', 'node') share one set of judgements: they ask for the same jobs.
 *
 * `split` was decided when the set was written, before any tuning: 'held-out' queries are never looked at while
 * tuning the synonyms, bonuses or query building; only their figures are reported.
 */
export type Grade = 0 | 1 | 2 | 3;
export type QueryKind = 'tech' | 'non-tech' | 'misspelt' | 'multi-word';
export type Split = 'tuning' | 'held-out';

/** Judged jobs by grade (jobs not listed are 0). */
export interface Judgements {
  3?: readonly string[];
  2?: readonly string[];
  1?: readonly string[];
}

export interface LabelledQuery {
  query: string;
  kind: QueryKind;
  split: Split;
  judged: Judgements;
  /** Why a judgement is what it is, where that is not obvious. */
  note?: string;
}

/** The same need asked in other words: each spelling a query of its own, sharing the judgements. */
export const spellings = (kind: QueryKind, judged: Judgements, ...queries: [string, Split][]): LabelledQuery[] =>
  queries.map(([query, split]) => ({ query, kind, split, judged }));

/** The eleven LawnStarter postings (one role, one stack — PHP/Laravel, TypeScript/React/React Native — per city). */
export const lawnStarter = [
  'remotive:2091049', 'remotive:2091050', 'remotive:2091051', 'remotive:2091052', 'remotive:2091053', 'remotive:2091054',
  'remotive:2091055', 'remotive:2091056', 'remotive:2091057', 'remotive:2091058', 'remotive:2091059',
];
/** Lemon.io's two postings list every stack it hires for ('React & Golang, Vue & Node.js, …'): 1 for any language. */
export const lemonIo = ['remotive:2090986', 'remotive:2091067'];
