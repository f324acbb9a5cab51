import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobIdParamsSchema } from '@orbit/shared/job-contracts';
import {
  liftSuspensionSchema,
  outreachReportSchema,
  reportDecisionSchema,
  suspendedCompanySchema,
} from '@orbit/shared/outreach-contracts';
import { moderationDecisionSchema, moderationQueueSchema, postingMessages } from '@orbit/shared/posting-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { decideReport } from './decide-report.ts';
import { liftSuspension, listSuspendedCompanies } from './lift-suspension.ts';
import { listReports } from './list-reports.ts';
import { listPendingPostings, moderatePosting } from './moderate-posting.ts';

/**
 * Reviewing job posts before they go public, seekers' reports of outreach, and lifting a company's suspension:
 * moderators only (MODERATOR_EMAILS).
 */
export function moderationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    app.get(
      '/api/moderation/jobs',
      { preValidation: policy.requireModerator, schema: { response: { 200: moderationQueueSchema } } },
      async () => listPendingPostings(deps),
    );

    app.post(
      '/api/moderation/jobs/:id',
      {
        preValidation: policy.requireModerator,
        schema: {
          params: jobIdParamsSchema,
          body: moderationDecisionSchema,
          response: { 200: z.object({ msg: z.string() }) },
        },
      },
      async (request) => {
        await moderatePosting(deps, signedInUser(request).userId, request.params.id, request.body);
        return { msg: request.body.decision === 'approve' ? postingMessages.approved : postingMessages.rejected };
      },
    );

    app.get(
      '/api/moderation/reports',
      {
        preValidation: policy.requireModerator,
        schema: { response: { 200: z.object({ reports: z.array(outreachReportSchema) }) } },
      },
      async () => ({ reports: await listReports(deps) }),
    );

    app.post(
      '/api/moderation/reports/:id',
      {
        preValidation: policy.requireModerator,
        schema: {
          params: z.object({ id: z.string().max(200) }),
          body: reportDecisionSchema,
          response: { 200: z.object({ msg: z.string() }) },
        },
      },
      async (request) => decideReport(deps, signedInUser(request).userId, request.params.id, request.body),
    );

    app.get(
      '/api/moderation/suspended-companies',
      {
        preValidation: policy.requireModerator,
        schema: { response: { 200: z.object({ companies: z.array(suspendedCompanySchema) }) } },
      },
      async () => ({ companies: await listSuspendedCompanies(deps) }),
    );

    app.post(
      '/api/moderation/companies/:id/lift-suspension',
      {
        preValidation: policy.requireModerator,
        schema: {
          params: z.object({ id: z.string().max(200) }),
          body: liftSuspensionSchema,
          response: { 200: z.object({ msg: z.string() }) },
        },
      },
      async (request) => liftSuspension(deps, request.params.id, request.body),
    );
  };
}
