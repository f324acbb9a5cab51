import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { candidateDetailSchema, candidateSearchResponseSchema } from '@orbit/shared/candidate-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { sendStoredFile } from '../../lib/send-stored-file.ts';
import { candidateParamsSchema, candidateQuerySchema, candidateSearchQuerySchema } from './schemas.ts';
import { searchCandidates } from './search-candidates.ts';
import { openCandidateResume, viewCandidate } from './view-candidate.ts';

/**
 * The talent pool for employers: search it, open a card, open a resume the seeker shared. Signed out is a 401 and a
 * seeker a 403 before validation; a seeker the company may not see is a 404 (README.md: who sees what).
 */
export function candidateRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  // Recruiters and above (team-policy.ts): the talent pool is not a hiring manager's.
  const employer = { preValidation: policy.requireMember('contact-candidates') };
  return async (app) => {
    app.get(
      '/api/candidates',
      {
        ...employer,
        schema: { querystring: candidateSearchQuerySchema, response: { 200: candidateSearchResponseSchema } },
      },
      async (request) => {
        const { q, skills, region, country, experience, type, forJob, page } = request.query;
        return searchCandidates(deps, signedInUser(request).userId, {
          words: q ?? [],
          skills: skills ?? [],
          region,
          country,
          experience,
          jobType: type,
          forJob,
          page,
        });
      },
    );

    app.get(
      '/api/candidates/:id',
      {
        ...employer,
        schema: {
          params: candidateParamsSchema,
          querystring: candidateQuerySchema,
          response: { 200: candidateDetailSchema },
        },
      },
      async (request) => viewCandidate(deps, signedInUser(request).userId, request.params.id, request.query.forJob),
    );

    app.get(
      '/api/candidates/:id/resume',
      { ...employer, schema: { params: candidateParamsSchema } },
      async (request, reply) =>
        sendStoredFile(
          reply,
          await openCandidateResume(deps, signedInUser(request).userId, request.params.id),
          'inline',
        ),
    );
  };
}
