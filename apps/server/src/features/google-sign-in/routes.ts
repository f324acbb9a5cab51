import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponseSchema, messageResponseSchema } from '@orbit/shared/auth-contracts';
import {
  authProvidersResponseSchema,
  googleCallbackQuerySchema,
  googleLinkPasswordSchema,
  googleLinkTicketResponseSchema,
  googleMessages,
  googlePendingSignUpSchema,
  googleSignUpSchema,
  googleStartQuerySchema,
  googleTicketSchema,
  setPasswordSchema,
  type GoogleErrorCode,
} from '@orbit/shared/google-sign-in-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import {
  completeGoogleSignUp,
  exchangeSessionCode,
  linkWithPassword,
  readPendingSignUp,
} from './complete-google-sign-in.ts';
import { finishGoogleCallback, type CallbackOutcome } from './finish-google-callback.ts';
import { createLinkTicket, setFirstPassword, unlinkGoogle } from './manage-google-link.ts';
import { startGoogleSignIn } from './start-google-sign-in.ts';
import { ticketLifetimeMs } from './sign-in-tickets.ts';

/** The cookie binding a callback to the browser that started the sign-in; sent only to the two GET routes. */
const bindingCookie = 'orbit_google_flow';
const cookiePath = '/api/auth/google';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Where the browser goes after the callback: the web app reads the one-time code or ticket from the fragment. */
function callbackLocation(outcome: CallbackOutcome): string {
  switch (outcome.kind) {
    case 'session': {
      const fragment = new URLSearchParams({ code: outcome.code });
      if (outcome.returnUrl) fragment.set('returnUrl', outcome.returnUrl);
      return `/auth/google#${fragment}`;
    }
    case 'sign-up':
      return `/register/google#ticket=${outcome.ticket}`;
    case 'link-password':
      return `/login/google-link#ticket=${outcome.ticket}`;
    case 'linked':
      return '/profile?google=linked';
    case 'error':
      return errorLocation(outcome.error, outcome.intent);
  }
}

const errorLocation = (error: GoogleErrorCode, intent: 'signin' | 'link') =>
  intent === 'link' ? `/profile?googleError=${error}` : `/login?error=${error}`;

/**
 * Google sign-in: the two browser routes (start, callback) always answer a redirect to a page of the web app —
 * never a JSON error page — and the JSON steps the web app takes after them.
 */
export function googleSignInRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const google = deps.config.google;
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const requestMeta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
    binding: readCookie(request, bindingCookie),
  });
  const requireGoogle = () => {
    if (!google) throw new AppError('NOT_FOUND', googleMessages.notConfigured);
    return google;
  };
  const clearBinding = (reply: FastifyReply) =>
    reply.header('set-cookie', `${bindingCookie}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  // Kept for the steps after the callback (as long as the longest of their tickets): they check it too.
  const keepBinding = (reply: FastifyReply, binding: string) =>
    reply.header(
      'set-cookie',
      `${bindingCookie}=${binding}; Path=${cookiePath}; Max-Age=${ticketLifetimeMs['sign-up'] / 1000}; HttpOnly; SameSite=Lax${secure}`,
    );

  return async (app) => {
    app.get('/api/auth/providers', { schema: { response: { 200: authProvidersResponseSchema } } }, async () => ({
      google: google !== null,
    }));

    app.get('/api/auth/google', async (request, reply) => {
      const query = googleStartQuerySchema.safeParse(request.query);
      const intent = query.success ? query.data.intent : 'signin';
      if (!google) return reply.redirect(errorLocation('not_configured', intent), 302);
      if (!query.success) return reply.redirect(errorLocation('failed', intent), 302);
      const outcome = await startGoogleSignIn(deps, google, {
        intent,
        ticket: query.data.ticket,
        returnUrl: query.data.returnUrl,
        remember: query.data.remember === 'true',
        ip: request.ip,
      });
      if ('error' in outcome) return reply.redirect(errorLocation(outcome.error, intent), 302);
      const maxAge = ticketLifetimeMs.authorization / 1000;
      reply.header(
        'set-cookie',
        // Lax: the provider's redirect back is a top-level GET from another site, which Lax still sends it with.
        `${bindingCookie}=${outcome.binding}; Path=${cookiePath}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
      );
      return reply.redirect(outcome.redirect, 302);
    });

    app.get('/api/auth/google/callback', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!google) return reply.redirect(errorLocation('not_configured', 'signin'), 302);
      const query = googleCallbackQuerySchema.safeParse(request.query);
      if (!query.success) return clearBinding(reply).redirect(errorLocation('failed', 'signin'), 302);
      let outcome: CallbackOutcome;
      try {
        outcome = await finishGoogleCallback(deps, google, {
          state: query.data.state,
          error: query.data.error,
          query: request.url.slice(request.url.indexOf('?') + 1),
          binding: readCookie(request, bindingCookie),
        });
      } catch (error) {
        // The person came from Google's page: whatever broke, they land on /login with a message, not a 500.
        request.log.error({ err: error }, 'Google sign-in callback failed');
        outcome = { kind: 'error', error: 'failed', intent: 'signin' };
      }
      const binding = readCookie(request, bindingCookie);
      const nextStep = outcome.kind === 'session' || outcome.kind === 'sign-up' || outcome.kind === 'link-password';
      if (nextStep && binding) keepBinding(reply, binding);
      else clearBinding(reply);
      return reply.redirect(callbackLocation(outcome), 302);
    });

    app.post(
      '/api/auth/google/session',
      { schema: { body: googleTicketSchema, response: { 200: loginResponseSchema } } },
      async (request) => {
        requireGoogle();
        return exchangeSessionCode(deps, request.body.ticket, requestMeta(request));
      },
    );

    app.post(
      '/api/auth/google/pending',
      { schema: { body: googleTicketSchema, response: { 200: googlePendingSignUpSchema } } },
      async (request) => {
        requireGoogle();
        return readPendingSignUp(deps, request.body.ticket, requestMeta(request));
      },
    );

    app.post(
      '/api/auth/google/sign-up',
      { schema: { body: googleSignUpSchema, response: { 201: loginResponseSchema } } },
      async (request, reply) => {
        requireGoogle();
        return reply.status(201).send(await completeGoogleSignUp(deps, request.body, requestMeta(request)));
      },
    );

    app.post(
      '/api/auth/google/link-password',
      { schema: { body: googleLinkPasswordSchema, response: { 200: loginResponseSchema } } },
      async (request) => {
        requireGoogle();
        return linkWithPassword(deps, request.body, requestMeta(request));
      },
    );

    app.post(
      '/api/auth/google/link-ticket',
      { preValidation: policy.requireUser, schema: { response: { 200: googleLinkTicketResponseSchema } } },
      async (request) => {
        requireGoogle();
        return { ticket: await createLinkTicket(deps, signedInUser(request).userId) };
      },
    );

    app.delete(
      '/api/auth/google/link',
      { preValidation: policy.requireUser, schema: { response: { 200: messageResponseSchema } } },
      async (request) => {
        await unlinkGoogle(deps, signedInUser(request).userId);
        return { msg: googleMessages.unlinked };
      },
    );

    app.post(
      '/api/users/password',
      {
        preValidation: policy.requireUser,
        schema: { body: setPasswordSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await setFirstPassword(deps, signedInUser(request).userId, request.body.password);
        return { msg: googleMessages.passwordSet };
      },
    );
  };
}
