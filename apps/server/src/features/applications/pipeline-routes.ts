import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationIdParamsSchema, applicationSchema } from '@orbit/shared/application-contracts';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { jobIdParamsSchema } from '@orbit/shared/job-contracts';
import {
  applicantSchema,
  applicantsQuerySchema,
  applicantsResponseSchema,
  applicationUpdateSchema,
  bulkApplicationUpdateResultSchema,
  bulkApplicationUpdateSchema,
  statusEmailMessages,
  statusEmailsUnsubscribeQuerySchema,
} from '@orbit/shared/pipeline-contracts';
import { topCandidatesSchema, waitingApplicationsSchema } from '@orbit/shared/posting-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html/escape-html.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { acceptOffer } from './accept-offer.ts';
import { topCandidates, waitingApplications } from './employer-candidates.ts';
import { listApplicants } from './list-applicants.ts';
import { unsubscribePath } from './status-email-links.ts';
import { unsubscribeFromStatusEmails } from './unsubscribe-status-emails.ts';
import { bulkApplicationUpdates, updateApplication } from './update-application.ts';

/** A page for a person who clicked the link in an e-mail (the API answers JSON everywhere else). */
const unsubscribePage = (publicUrl: string, title: string, text: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — Orbit Jobs</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(publicUrl)}/applications">See your applications</a></p>
</body></html>`;

/**
 * The employer's pipeline (applicants, moves, bulk moves, dashboard lists), the seeker accepting an offer, and the
 * unsubscribe link of status e-mails. Employers' routes answer 401 signed out and 403 to seekers before validation;
 * another company's job or application is a 404 (domain/ownership.ts).
 */
export function pipelineRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  // The team policy decides: a hiring manager sees and moves the applicants of their assigned jobs only.
  const employer = { preValidation: policy.requireMember('view-job') };
  const manager = { preValidation: policy.requireMember('manage-applicants') };
  return async (app) => {
    acceptEmptyJsonBody(app);

    app.get(
      '/api/jobs/:id/applicants',
      {
        ...employer,
        schema: {
          params: jobIdParamsSchema,
          querystring: applicantsQuerySchema,
          response: { 200: applicantsResponseSchema },
        },
      },
      async (request) => listApplicants(deps, signedInUser(request).userId, request.params.id, request.query),
    );

    app.patch(
      '/api/applications/:id',
      {
        ...manager,
        schema: {
          params: applicationIdParamsSchema,
          body: applicationUpdateSchema,
          response: { 200: applicantSchema },
        },
      },
      async (request) => updateApplication(deps, signedInUser(request).userId, request.params.id, request.body),
    );

    app.post(
      '/api/applications/bulk',
      {
        ...manager,
        schema: { body: bulkApplicationUpdateSchema, response: { 200: bulkApplicationUpdateResultSchema } },
      },
      async (request) => bulkApplicationUpdates(deps, signedInUser(request).userId, request.body),
    );

    app.post(
      '/api/applications/:id/accept-offer',
      {
        preValidation: policy.requireSeeker(),
        schema: { params: applicationIdParamsSchema, response: { 200: applicationSchema } },
      },
      async (request) => acceptOffer(deps, signedInUser(request).userId, request.params.id),
    );

    app.get(
      '/api/employer/candidates',
      { ...employer, schema: { response: { 200: topCandidatesSchema } } },
      async (request) => topCandidates(deps, signedInUser(request).userId),
    );

    app.get(
      '/api/employer/waiting',
      { ...employer, schema: { response: { 200: waitingApplicationsSchema } } },
      async (request) => waitingApplications(deps, signedInUser(request).userId),
    );

    // The link in the e-mail: one click, no sign-in; answered with a small page.
    app.get(
      unsubscribePath,
      { schema: { querystring: statusEmailsUnsubscribeQuerySchema } },
      async (request, reply) => {
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        try {
          await unsubscribeFromStatusEmails(deps, request.query.token);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply
            .status(error.status)
            .send(unsubscribePage(deps.config.publicUrl, 'Link not valid', error.message));
        }
        return reply.send(unsubscribePage(deps.config.publicUrl, 'Unsubscribed', statusEmailMessages.unsubscribed));
      },
    );

    // The mail client's one-click unsubscribe (RFC 8058: List-Unsubscribe-Post), a form post whose body says only that.
    const oneClickUnsubscribe: FastifyPluginAsyncZod = async (oneClick) => {
      oneClick.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      oneClick.post(
        unsubscribePath,
        { schema: { querystring: statusEmailsUnsubscribeQuerySchema, response: { 200: messageResponseSchema } } },
        async (request) => {
          await unsubscribeFromStatusEmails(deps, request.query.token);
          return { msg: statusEmailMessages.unsubscribed };
        },
      );
    };
    await app.register(oneClickUnsubscribe);
  };
}
