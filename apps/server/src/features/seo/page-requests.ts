import { AsyncLocalStorage } from 'node:async_hooks';
import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import { companyIdParamsSchema, companyListResponseSchema, companySchema } from '@orbit/shared/company-contracts';
import {
  categoryListResponseSchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobSchema,
  newestJobsQuerySchema,
} from '@orbit/shared/job-contracts';
import { messages } from '@orbit/shared/messages';
import { AppError } from '../../lib/errors.ts';
import { assertCleanInput } from '../../lib/http/input-guard.ts';
import type { CatalogueDeps } from '../catalogue/catalogue-deps.ts';
import { countCategories, getJob, newestJobs } from '../catalogue/find-jobs.ts';
import { jobListBody } from '../catalogue/job-list-json.ts';
import { listJobs } from '../catalogue/list-jobs.ts';
import { getCompany, listCompanies, topCompanies } from '../companies/list-companies.ts';

/**
 * The app a page is being rendered for. The web app's renderer is one module per process, and several apps (tests)
 * and pages render at once: each page's requests find their own app (its database) here.
 */
const rendering = new AsyncLocalStorage<CatalogueDeps>();

export const whileRendering = <T>(deps: CatalogueDeps, render: () => Promise<T>): Promise<T> =>
  rendering.run(deps, render);

const json = (status: number, body: unknown): Response =>
  new Response(Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body), {
    status,
    statusText: STATUS_CODES[status] ?? '',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/** Fastify's reading of a query string: a repeated key is a list. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

function validated<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The public reads a server-rendered page makes, answered by the API routes' own domain functions and schemas. */
async function answer(deps: CatalogueDeps, path: string, params: URLSearchParams): Promise<Response> {
  const query = queryObject(params);
  // What the API's input guard refuses in a query, it refuses here (lib/http/input-guard.ts).
  assertCleanInput(query, 'line', 'query');
  if (path === '/api/jobs') {
    // The API's cached bytes (ADR 0005): a page and the API share one list cache.
    return json(200, jobListBody(await listJobs(deps, validated(jobListQuerySchema, query))));
  }
  if (path === '/api/jobs/newest') {
    const { limit } = validated(newestJobsQuerySchema, query);
    return json(200, jobSchema.array().parse(await newestJobs(deps, limit)));
  }
  if (path === '/api/jobs/categories') return json(200, categoryListResponseSchema.parse(await countCategories(deps)));
  if (path === '/api/companies') return json(200, companyListResponseSchema.parse(await listCompanies(deps)));
  if (path === '/api/companies/top') return json(200, companyListResponseSchema.parse(await topCompanies(deps)));
  const [, , section, id, ...rest] = path.split('/');
  if (section === 'jobs' && id && rest.length === 0) {
    // The page's view is counted by send-web-page.ts, which knows it also when the page comes from the page cache.
    return json(200, jobSchema.parse(await getJob(deps, validated(jobIdParamsSchema, { id: decodeSegment(id) }).id)));
  }
  if (section === 'companies' && id && rest.length === 0) {
    const company = await getCompany(deps, validated(companyIdParamsSchema, { id: decodeSegment(id) }).id);
    return json(200, companySchema.parse(company));
  }
  return json(404, { msg: messages.apiRouteNotFound });
}

/**
 * The web app's requests while the server renders a page (entry-server.tsx's `answerRequestsWith`): GETs of the
 * public catalogue, answered in-process — no HTTP to itself — with the status and `{ msg }` the API would send.
 */
export async function answerPageRequest(url: string, init: RequestInit): Promise<Response> {
  const deps = rendering.getStore();
  if (!deps) return json(404, { msg: messages.apiRouteNotFound });
  if ((init.method ?? 'GET') !== 'GET') return json(405, { msg: messages.apiRouteNotFound });
  const { pathname, searchParams } = new URL(url, 'http://page');
  try {
    return await answer(deps, pathname, searchParams);
  } catch (error) {
    if (error instanceof AppError) return json(error.status, { msg: error.message });
    deps.log.error({ err: error, url }, 'rendering a page: its data failed to load');
    return json(500, { msg: messages.internalError });
  }
}
