import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alertIdParamsSchema,
  alertLinkResponseSchema,
  alertListResponseSchema,
  alertTokenSchema,
  createAlertResponseSchema,
  createAlertSchema,
} from '@orbit/shared/alert-contracts';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import { accessPolicy, signedInUser, viewerOf } from '../../lib/auth/access-policy.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { unsubscribeApiPath, unsubscribePagePath } from './alert-links.ts';
import { confirmAlert, createAlert } from './create-alert.ts';
import { deleteAlert, listAlerts, unsubscribeAlert } from './manage-alerts.ts';

/**
 * Job alerts: create (signed in, or signed out with an address confirmed by a link), list and delete one's own,
 * confirm, and the unsubscribe link of alert e-mails (the page's POST and the mail client's one-click POST).
 */
export function alertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  return async (app) => {
    acceptEmptyJsonBody(app);

    app.post(
      '/api/alerts',
      {
        preValidation: policy.identifyViewer(),
        schema: {
          body: createAlertSchema,
          response: { 201: createAlertResponseSchema, 202: createAlertResponseSchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const answer = await createAlert(
          deps,
          request.body,
          viewer && { userId: viewer.userId, email: viewer.email },
          request.ip,
        );
        // 202 signed out: nothing works until the e-mailed link is followed.
        return reply.status(answer.alert ? 201 : 202).send(answer);
      },
    );

    app.get(
      '/api/alerts',
      { preValidation: policy.requireUser, schema: { response: { 200: alertListResponseSchema } } },
      async (request) => listAlerts(deps, signedInUser(request)),
    );

    app.delete(
      '/api/alerts/:id',
      {
        preValidation: policy.requireUser,
        schema: { params: alertIdParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => deleteAlert(deps, signedInUser(request), request.params.id),
    );

    app.post(
      '/api/alerts/confirm',
      { schema: { body: alertTokenSchema, response: { 200: alertLinkResponseSchema } } },
      async (request) => confirmAlert(deps, request.body.token),
    );

    // The List-Unsubscribe address opened in a browser: the page, which unsubscribes and says so.
    app.get(unsubscribeApiPath, { schema: { querystring: alertTokenSchema } }, async (request, reply) =>
      reply.redirect(`${unsubscribePagePath}?token=${encodeURIComponent(request.query.token)}`, 303),
    );

    // The page's POST (JSON, no body) and the mail client's one-click unsubscribe (RFC 8058: a form post whose body
    // says only "List-Unsubscribe=One-Click"): both name the alert in the signed token.
    const unsubscribe: FastifyPluginAsyncZod = async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(
        unsubscribeApiPath,
        { schema: { querystring: alertTokenSchema, response: { 200: alertLinkResponseSchema } } },
        async (request) => unsubscribeAlert(deps, request.query.token),
      );
    };
    await app.register(unsubscribe);
  };
}
