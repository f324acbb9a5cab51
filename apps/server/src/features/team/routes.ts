import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import {
  acceptInvitationSchema,
  auditQuerySchema,
  auditResponseSchema,
  invitationIdParamsSchema,
  invitationInputSchema,
  invitationPreviewSchema,
  memberUpdateSchema,
  teamMessages,
  teamResponseSchema,
  userIdParamsSchema,
} from '@orbit/shared/team-contracts';
import type { FastifyRequest } from 'fastify';
import { accessPolicy, memberOf, signedInUser } from '../../lib/auth/access-policy.ts';
import type { Member } from '../../lib/auth/team-policy.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './manage-invitations.ts';
import { changeMember, readTeam, removeMember } from './manage-members.ts';
import { readAudit } from './read-audit.ts';

const idResponseSchema = z.object({ _id: z.string(), msg: z.string() });

/**
 * A company's team (README.md): members, invitations, the audit trail. Every route but the invitation's preview and
 * acceptance asks the team policy through `requireMember`; an employer of no company is a 403 here.
 */
export function teamRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const anyMember = { preValidation: policy.requireMember('view-job') };
  const manager = { preValidation: policy.requireMember('manage-team') };
  const member = (request: FastifyRequest): Member => {
    const found = memberOf(request);
    if (!found) throw new AppError('FORBIDDEN', teamMessages.notMember);
    return found;
  };
  return async (app) => {
    acceptEmptyJsonBody(app);

    app.get('/api/team', { ...anyMember, schema: { response: { 200: teamResponseSchema } } }, async (request) =>
      readTeam(deps, member(request)),
    );

    app.get(
      '/api/team/audit',
      { ...manager, schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } } },
      async (request) => readAudit(deps, member(request).companyId, request.query),
    );

    app.post(
      '/api/team/invitations',
      { ...manager, schema: { body: invitationInputSchema, response: { 201: idResponseSchema } } },
      async (request, reply) => {
        const { id } = await inviteMember(deps, member(request), request.body);
        return reply.status(201).send({ _id: id, msg: teamMessages.invited });
      },
    );

    app.post(
      '/api/team/invitations/:id/resend',
      { ...manager, schema: { params: invitationIdParamsSchema, response: { 201: idResponseSchema } } },
      async (request, reply) => {
        const { id } = await resendInvitation(deps, member(request), request.params.id);
        return reply.status(201).send({ _id: id, msg: teamMessages.invited });
      },
    );

    app.delete(
      '/api/team/invitations/:id',
      { ...manager, schema: { params: invitationIdParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await revokeInvitation(deps, member(request), request.params.id);
        return { msg: teamMessages.revoked };
      },
    );

    // The join page, before anyone signs in: the token is the credential, sent in the body rather than the URL.
    app.post(
      '/api/team/invitations/preview',
      { schema: { body: acceptInvitationSchema, response: { 200: invitationPreviewSchema } } },
      async (request) => previewInvitation(deps, request.body.token),
    );

    app.post(
      '/api/team/invitations/accept',
      {
        preValidation: policy.requireEmployer(teamMessages.notEmployerInvitee),
        schema: { body: acceptInvitationSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        await acceptInvitation(deps, signedInUser(request), request.body.token);
        return { msg: teamMessages.joined };
      },
    );

    app.patch(
      '/api/team/:userId',
      {
        ...manager,
        schema: { params: userIdParamsSchema, body: memberUpdateSchema, response: { 200: teamResponseSchema } },
      },
      async (request) => {
        await changeMember(deps, member(request), request.params.userId, request.body);
        return readTeam(deps, member(request));
      },
    );

    // Any member may remove themselves (leave); removing others is checked in removeMember.
    app.delete(
      '/api/team/:userId',
      { ...anyMember, schema: { params: userIdParamsSchema, response: { 200: messageResponseSchema } } },
      async (request) => {
        await removeMember(deps, member(request), request.params.userId);
        return { msg: teamMessages.removed };
      },
    );
  };
}
