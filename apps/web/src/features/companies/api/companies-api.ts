import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { parseJsonText, type CatalogueCompany, type CatalogueJob } from '../../../lib/catalogue.ts';
import type { CompanyDetail } from './companies-schemas.ts';

export type { CompanyDetail } from './companies-schemas.ts';

// The schemas are not in the pages' chunks (zod alone is 26 KB gzip): asked for beside each answer, they arrive
// while it is under way, and a page the server rendered with its data needs them only when it asks again.
const catalogueSchemas = () => import('../../../lib/catalogue-schemas.ts');
const companiesSchemas = () => import('./companies-schemas.ts');

/** Spec section 8 texts of the companies screens. */
export const companyTexts = {
  parseFailed: 'Failed to parse companies response',
  loadFailed: 'Failed to load companies. Please try again later.',
  detailParseFailed: 'Failed to parse company details response',
  detailLoadFailed: 'Failed to load company details. Please try again later.',
  notFound: 'Company not found',
  jobsFailed: 'Failed to fetch company jobs',
} as const;

class ParseError extends Error {}

/** `GET /api/companies`, read as text then parsed (spec section 7). */
async function fetchCompanies(signal?: AbortSignal): Promise<CatalogueCompany[]> {
  const [text, { parseList, catalogueCompanySchema }] = await Promise.all([
    apiClient.getText('/companies', signal),
    catalogueSchemas(),
  ]);
  const list = parseList(parseJsonText(text), catalogueCompanySchema);
  if (list === null) throw new ParseError(companyTexts.parseFailed);
  return list;
}

export const companiesQuery = queryOptions({
  queryKey: ['companies', 'all'],
  queryFn: ({ signal }) => fetchCompanies(signal),
});

/** The companies page's error text: the parse failure by name, anything else the general message. */
export const companiesErrorMessage = (error: unknown): string =>
  error instanceof ParseError ? error.message : companyTexts.loadFailed;

async function fetchCompany(id: string, signal?: AbortSignal): Promise<CompanyDetail> {
  const [text, { companyDetailSchema }] = await Promise.all([
    apiClient.getText(`/companies/${encodeURIComponent(id)}`, signal),
    companiesSchemas(),
  ]);
  const parsed = companyDetailSchema.safeParse(parseJsonText(text));
  if (!parsed.success) throw new ParseError(companyTexts.detailParseFailed);
  return parsed.data;
}

/** Company detail: 'Company not found' on 404, the parse failure by name, else the general message. */
export function companyDetailErrorMessage(error: unknown): string {
  if (isApiError(error, 404)) return companyTexts.notFound;
  return error instanceof ParseError ? error.message : companyTexts.detailLoadFailed;
}

export const companyQuery = (id: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', id],
    queryFn: ({ signal }) => fetchCompany(id, signal),
  });

/** `GET /api/jobs?company=<name>`: a list, or an object with a jobs list (spec section 7). */
async function fetchCompanyJobs(name: string, signal?: AbortSignal): Promise<CatalogueJob[]> {
  const query = new URLSearchParams({ company: name, limit: '100' });
  const [text, { parseJobsAnswer }] = await Promise.all([
    apiClient.getText(`/jobs?${query.toString()}`, signal),
    catalogueSchemas(),
  ]);
  const jobs = parseJobsAnswer(parseJsonText(text));
  if (jobs === null) throw new Error(companyTexts.jobsFailed);
  return jobs;
}

export const companyJobsQuery = (name: string) =>
  queryOptions({
    queryKey: ['companies', 'jobs', name],
    queryFn: ({ signal }) => fetchCompanyJobs(name, signal),
  });
