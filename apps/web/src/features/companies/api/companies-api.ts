import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { catalogueCompanySchema, parseJobsAnswer, parseList } from '../../../lib/catalogue-schemas.ts';
import { parseJsonText, type CatalogueCompany, type CatalogueJob } from '../../../lib/catalogue.ts';

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
  const list = parseList(parseJsonText(await apiClient.getText('/companies', signal)), catalogueCompanySchema);
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

/** The company page also says whether the employer is verified and how fast it answers (lenient, like the catalogue). */
const companyDetailSchema = catalogueCompanySchema.extend({
  verified: z.boolean().catch(false),
  medianResponseHours: z.number().nullable().catch(null),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

async function fetchCompany(id: string, signal?: AbortSignal): Promise<CompanyDetail> {
  const parsed = companyDetailSchema.safeParse(
    parseJsonText(await apiClient.getText(`/companies/${encodeURIComponent(id)}`, signal)),
  );
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
  const jobs = parseJobsAnswer(parseJsonText(await apiClient.getText(`/jobs?${query.toString()}`, signal)));
  if (jobs === null) throw new Error(companyTexts.jobsFailed);
  return jobs;
}

export const companyJobsQuery = (name: string) =>
  queryOptions({
    queryKey: ['companies', 'jobs', name],
    queryFn: ({ signal }) => fetchCompanyJobs(name, signal),
  });
