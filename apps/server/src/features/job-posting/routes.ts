import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { jobIdParamsSchema } from '@orbit/shared/job-contracts';
import {
  closeJobSchema,
  employerJobDetailSchema,
  employerJobsResponseSchema,
  employerStatsSchema,
  jobPostingSchema,
  postedJobSchema,
  postingMessages,
  postingResponseSchema,
} from '@orbit/shared/posting-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { TeamAction } from '../../lib/auth/team-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { closeJob } from './close-job.ts';
import { employerJobDetail, presentPostingResponse } from './employer-job-detail.ts';
import { employerStats, listEmployerJobs } from './list-employer-jobs.ts';
import { editJob, postJob } from './post-job.ts';
import { renewJob } from './renew-job.ts';

/** Posting, editing and renewing jobs, and the employer's list and figures. Employers only; another company's post is a 404. */
export function jobPostingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  // Every route asks the team policy; a hiring manager's post is a draft (post-job.ts), closing and renewing are for
  // recruiters and above, and a hiring manager's lists hold their assigned jobs.
  const member = (action: TeamAction) => ({
    preValidation: policy.requireMember(action, postingMessages.employersOnly),
  });
  const employer = member('view-job');
  return async (app) => {
    app.post(
      '/api/jobs',
      { ...member('draft-job'), schema: { body: jobPostingSchema, response: { 201: postingResponseSchema } } },
      async (request, reply) => {
        const row = await postJob(deps, signedInUser(request).userId, request.body);
        return reply.status(201).send(await presentPostingResponse(deps, row));
      },
    );

    app.put(
      '/api/jobs/:id',
      {
        ...member('draft-job'),
        schema: { params: jobIdParamsSchema, body: jobPostingSchema, response: { 200: postingResponseSchema } },
      },
      async (request) =>
        presentPostingResponse(
          deps,
          await editJob(deps, signedInUser(request).userId, request.params.id, request.body),
        ),
    );

    app.post(
      '/api/jobs/:id/close',
      {
        ...member('publish-job'),
        schema: {
          params: jobIdParamsSchema,
          body: closeJobSchema,
          response: { 200: z.object({ msg: z.string(), closedApplications: z.number().int() }) },
        },
      },
      async (request) => {
        const closedApplications = await closeJob(deps, signedInUser(request).userId, request.params.id, request.body);
        return {
          msg: request.body.reason === 'filled' ? postingMessages.closedFilled : postingMessages.closedCancelled,
          closedApplications,
        };
      },
    );

    app.post(
      '/api/jobs/:id/renew',
      { ...member('publish-job'), schema: { params: jobIdParamsSchema, response: { 200: postedJobSchema } } },
      async (request) => {
        const row = await renewJob(deps, signedInUser(request).userId, request.params.id);
        return (await employerJobDetail(deps, signedInUser(request).userId, row.id)).posting;
      },
    );

    app.get(
      '/api/employer/jobs',
      { ...employer, schema: { response: { 200: employerJobsResponseSchema } } },
      async (request) => listEmployerJobs(deps, signedInUser(request).userId),
    );

    app.get(
      '/api/employer/jobs/:id',
      {
        ...employer,
        schema: { params: z.object({ id: z.string().max(200) }), response: { 200: employerJobDetailSchema } },
      },
      async (request) => employerJobDetail(deps, signedInUser(request).userId, request.params.id),
    );

    app.get(
      '/api/employer/stats',
      { ...employer, schema: { response: { 200: employerStatsSchema } } },
      async (request) => employerStats(deps, signedInUser(request).userId),
    );
  };
}
