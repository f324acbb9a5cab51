import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { teamMessages } from '@orbit/shared/team-contracts';
import { z } from 'zod';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginResponseSchema,
  loginSchema,
  tokenResponseSchema,
  messageResponseSchema,
  profileUpdateSchema,
  registrationResponseSchema,
  registrationSchema,
  resetPasswordSchema,
  tokenSchema,
  userSchema,
} from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { acceptTermsSchema } from '@orbit/shared/terms-contracts';
import {
  recoveryCodesResponseSchema,
  revokeSessionsQuerySchema,
  sessionsResponseSchema,
  twoFactorCodeSchema,
  twoFactorLoginSchema,
  twoFactorSetupResponseSchema,
  securityMessages,
} from '@orbit/shared/security-contracts';
import { uploadLimits } from '@orbit/shared/options';
import { employerSettingsSchema } from '@orbit/shared/company-contracts';
import { dismissResumeSuggestionsSchema } from '@orbit/shared/resume-contracts';
import { talentViewsResponseSchema } from '@orbit/shared/talent-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import { readMultipartForm } from '../../lib/uploads.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { acceptTerms } from './accept-terms.ts';
import { completeOnboarding } from './complete-onboarding.ts';
import { dismissResumeSuggestions } from './dismiss-resume-suggestions.ts';
import { loginUser, logoutSession } from './login-user.ts';
import { endOtherSessions, endSession, listSessions } from './manage-sessions.ts';
import { loadUser } from './present-user.ts';
import { registerUser } from './register-user.ts';
import { changePassword, requestPasswordReset, resetPassword } from './reset-password.ts';
import { completeTwoFactorSignIn } from './two-factor-sign-in.ts';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor-setup.ts';
import { updateEmployerSettings, updateProfile } from './update-profile.ts';
import { listTalentViews } from './talent-views.ts';
import { uploadResume } from './upload-resume.ts';
import { resendVerification, verifyEmail } from './verify-email.ts';

/**
 * Accounts: registration, e-mail verification, sessions, password reset, profile (with the seeker's talent pool
 * settings and who looked at them), onboarding and the resume.
 */
export function accountRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const requestMeta = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  return async (app) => {
    app.post(
      '/api/users',
      { schema: { body: registrationSchema, response: { 201: registrationResponseSchema } } },
      async (request, reply) => {
        const { email } = await registerUser(deps, request.body, request.ip);
        // An invited member's address is verified by the invitation: they sign in now (the same words when the
        // address already had an account, so the answer tells nothing of that).
        const msg =
          request.body.userType === 'invited-employer'
            ? teamMessages.invitedRegistered
            : messages.registrationSucceeded;
        return reply.status(201).send({ msg, email });
      },
    );

    app.post(
      '/api/users/verify-email',
      { schema: { body: tokenSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        const outcome = await verifyEmail(deps, request.body.token);
        return { msg: outcome === 'verified' ? messages.emailVerified : messages.emailAlreadyVerified };
      },
    );

    app.post(
      '/api/users/resend-verification',
      { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await resendVerification(deps, request.body.email, request.ip);
        return { msg: messages.resendGeneric };
      },
    );

    app.post(
      '/api/users/login',
      { schema: { body: loginSchema, response: { 200: loginResponseSchema } } },
      async (request) => loginUser(deps, request.body, requestMeta(request)),
    );

    app.post(
      '/api/users/login/two-factor',
      { schema: { body: twoFactorLoginSchema, response: { 200: tokenResponseSchema } } },
      async (request) => ({ token: await completeTwoFactorSignIn(deps, request.body, requestMeta(request)) }),
    );

    app.get(
      '/api/users/sessions',
      { preValidation: policy.requireUser, schema: { response: { 200: sessionsResponseSchema } } },
      async (request) => ({ sessions: await listSessions(deps, signedInUser(request)) }),
    );

    app.delete(
      '/api/users/sessions/:id',
      {
        preValidation: policy.requireUser,
        schema: { params: z.object({ id: z.string().max(100) }), response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await endSession(deps, signedInUser(request).userId, request.params.id);
        return { msg: securityMessages.sessionEnded };
      },
    );

    app.delete(
      '/api/users/sessions',
      {
        preValidation: policy.requireUser,
        schema: { querystring: revokeSessionsQuerySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await endOtherSessions(deps, signedInUser(request));
        return { msg: securityMessages.otherSessionsEnded };
      },
    );

    app.post(
      '/api/users/two-factor/setup',
      { preValidation: policy.requireUser, schema: { response: { 200: twoFactorSetupResponseSchema } } },
      async (request) => setupTwoFactor(deps, signedInUser(request).userId),
    );

    app.post(
      '/api/users/two-factor/enable',
      {
        preValidation: policy.requireUser,
        schema: { body: twoFactorCodeSchema, response: { 200: recoveryCodesResponseSchema } },
      },
      async (request) => ({
        recoveryCodes: await enableTwoFactor(deps, signedInUser(request).userId, request.body.code),
      }),
    );

    app.post(
      '/api/users/two-factor/disable',
      {
        preValidation: policy.requireUser,
        schema: { body: twoFactorCodeSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await disableTwoFactor(deps, signedInUser(request).userId, request.body.code);
        return { msg: securityMessages.disabled };
      },
    );

    app.post(
      '/api/users/logout',
      { preValidation: policy.requireUser, schema: { response: { 200: messageResponseSchema } } },
      async (request) => {
        const auth = signedInUser(request);
        await logoutSession(deps, auth.sessionId);
        return { msg: 'Logged out' };
      },
    );

    app.post(
      '/api/users/forgot-password',
      { schema: { body: emailOnlySchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await requestPasswordReset(deps, request.body.email, request.ip);
        return { msg: messages.forgotPasswordGeneric };
      },
    );

    app.post(
      '/api/users/reset-password',
      { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await resetPassword(deps, request.body.token, request.body.password, request.ip);
        return { msg: messages.passwordResetDone };
      },
    );

    app.put(
      '/api/users/password',
      {
        preValidation: policy.requireUser,
        schema: {
          body: changePasswordSchema,
          response: { 200: z.object({ msg: z.string(), token: z.string() }) },
        },
      },
      async (request) => {
        const auth = signedInUser(request);
        const meta = { ...requestMeta(request), remember: auth.remember };
        const token = await changePassword(deps, auth.userId, request.body, meta);
        return { msg: messages.passwordChanged, token };
      },
    );

    app.get(
      '/api/users/profile',
      { preValidation: policy.requireUser, schema: { response: { 200: userSchema } } },
      async (request) => {
        const auth = signedInUser(request);
        return loadUser(deps, auth.userId);
      },
    );

    app.post(
      '/api/users/accept-terms',
      { preValidation: policy.requireUser, schema: { body: acceptTermsSchema, response: { 200: userSchema } } },
      async (request) => acceptTerms(deps, signedInUser(request).userId, request.body.version),
    );

    app.put(
      '/api/users/profile',
      { preValidation: policy.requireUser, schema: { body: profileUpdateSchema, response: { 200: userSchema } } },
      async (request) => {
        return updateProfile(deps, signedInUser(request), request.body);
      },
    );

    app.get(
      '/api/talent/views',
      { preValidation: policy.requireSeeker(), schema: { response: { 200: talentViewsResponseSchema } } },
      async (request) => ({ views: await listTalentViews(deps.db, signedInUser(request).userId) }),
    );

    app.put(
      '/api/users/onboarding',
      { preValidation: policy.requireUser, schema: { response: { 200: userSchema } } },
      async (request) => {
        const auth = signedInUser(request);
        const form = await readMultipartForm(request, {
          resume: { maxBytes: uploadLimits.resumeMaxBytes, tooLargeMessage: messages.resumeTooLarge },
          profilePicture: { maxBytes: uploadLimits.pictureMaxBytes, tooLargeMessage: messages.pictureTooLarge },
        });
        return completeOnboarding(deps, auth.userId, form);
      },
    );

    app.post(
      '/api/users/resume',
      { preValidation: policy.requireUser, schema: { response: { 200: userSchema } } },
      async (request) => {
        const auth = signedInUser(request);
        const form = await readMultipartForm(request, {
          resume: { maxBytes: uploadLimits.resumeMaxBytes, tooLargeMessage: messages.resumeTooLarge },
        });
        return uploadResume(deps, auth.userId, form);
      },
    );

    app.put(
      '/api/employer/settings',
      {
        preValidation: policy.requireEmployer(),
        schema: { body: employerSettingsSchema, response: { 200: userSchema } },
      },
      async (request) => updateEmployerSettings(deps, signedInUser(request).userId, request.body),
    );

    app.post(
      '/api/users/resume/suggestions/dismiss',
      {
        preValidation: policy.requireUser,
        schema: { body: dismissResumeSuggestionsSchema, response: { 200: userSchema } },
      },
      async (request) => {
        const auth = signedInUser(request);
        return dismissResumeSuggestions(deps, auth.userId, request.body);
      },
    );
  };
}
