import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  companyListResponseSchema,
  companyMessages,
  companyProfileSchema,
  companySchema,
  generateCompaniesResponseSchema,
} from '@orbit/shared/company-contracts';
import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { readMultipartForm } from '../../lib/uploads.ts';
import { editCompanyProfile, openCompanyLogo, ownCompany, uploadCompanyLogo } from './edit-company-profile.ts';
import { generateCompanies } from './generate-companies.ts';
import { getCompany, listCompanies, topCompanies } from './list-companies.ts';

/** Companies: the list, the top eight, one company, a rebuild from live jobs, and an employer's own company profile. */
export function companyRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const employer = { preValidation: policy.requireMember('view-job') };
  // The public profile is the owners' and admins' to change (team-policy.ts).
  const companyEditor = { preValidation: policy.requireMember('edit-company') };
  return async (app) => {
    acceptEmptyJsonBody(app);

    app.get('/api/companies', { schema: { response: { 200: companyListResponseSchema } } }, async () =>
      listCompanies(deps),
    );

    app.get('/api/companies/top', { schema: { response: { 200: companyListResponseSchema } } }, async () =>
      topCompanies(deps),
    );

    app.post(
      '/api/companies/generate',
      { schema: { response: { 200: generateCompaniesResponseSchema } } },
      async () => ({
        msg: messages.companiesGenerated,
        count: await generateCompanies(deps),
      }),
    );

    app.get('/api/employer/company', { ...employer, schema: { response: { 200: companySchema } } }, async (request) =>
      ownCompany(deps, signedInUser(request).userId),
    );

    app.put(
      '/api/employer/company',
      { ...companyEditor, schema: { body: companyProfileSchema, response: { 200: companySchema } } },
      async (request) => editCompanyProfile(deps, signedInUser(request).userId, request.body),
    );

    app.post(
      '/api/employer/company/logo',
      { ...companyEditor, schema: { response: { 200: companySchema } } },
      async (request) => {
        const form = await readMultipartForm(request, {
          logo: { maxBytes: uploadLimits.pictureMaxBytes, tooLargeMessage: companyMessages.logoTooLarge },
        });
        return uploadCompanyLogo(deps, signedInUser(request).userId, form);
      },
    );

    app.get('/api/companies/:id/logo', { schema: { params: companyIdParamsSchema } }, async (request, reply) => {
      const file = await openCompanyLogo(deps, request.params.id);
      // Public and addressed by file id (?v=), so it may be cached for long.
      return sendStoredFile(reply, file, 'inline', 'public, max-age=31536000, immutable');
    });

    app.get(
      '/api/companies/:id',
      { schema: { params: companyIdParamsSchema, response: { 200: companySchema } } },
      async (request) => getCompany(deps, request.params.id),
    );
  };
}
