import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  companyListResponseSchema,
  companySchema,
  generateCompaniesResponseSchema,
} from '@orbit/shared/company-contracts';
import { messages } from '@orbit/shared/messages';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { generateCompanies } from './generate-companies.ts';
import { getCompany, listCompanies, topCompanies } from './list-companies.ts';

/** Companies: the list, the top eight, one company, and a rebuild from live jobs. */
export function companyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    acceptEmptyJsonBody(app);

    app.get('/api/companies', { schema: { response: { 200: companyListResponseSchema } } }, async () => listCompanies(deps));

    app.get('/api/companies/top', { schema: { response: { 200: companyListResponseSchema } } }, async () => topCompanies(deps));

    app.post('/api/companies/generate', { schema: { response: { 200: generateCompaniesResponseSchema } } }, async () => ({
      msg: messages.companiesGenerated,
      count: await generateCompanies(deps),
    }));

    app.get(
      '/api/companies/:id',
      { schema: { params: companyIdParamsSchema, response: { 200: companySchema } } },
      async (request) => getCompany(deps, request.params.id),
    );
  };
}
