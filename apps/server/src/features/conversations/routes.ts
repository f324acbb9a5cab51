import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationTexts,
  postMessageResponseSchema,
  reportMessageInputSchema,
  reportMessageResponseSchema,
  threadListResponseSchema,
  threadMessagesResponseSchema,
  threadResponseSchema,
  unreadResponseSchema,
} from '@orbit/shared/conversation-contracts';
import { inboxResponseSchema, messageInputSchema } from '@orbit/shared/outreach-contracts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { readInbox } from './inbox.ts';
import { countUnread, openApplicationThread } from './open-application-thread.ts';
import { postMessage, reportMessage } from './post-message.ts';
import { readThread } from './read-thread.ts';
import { callerOf, presentThread, readThreadRows } from './thread-rows.ts';

const idParams = z.object({ id: z.string() });
const messageParams = z.object({ id: z.string(), messageId: z.string() });

/** Conversations between a company and a seeker (README.md). Someone else's thread is a 404. */
export function conversationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const user = { preValidation: policy.requireUser };
  const caller = (request: Parameters<typeof signedInUser>[0]) => callerOf(deps.db, signedInUser(request));
  return async (app) => {
    // Opening a thread and reporting a message carry no body, or an empty one.
    acceptEmptyJsonBody(app);
    app.post(
      '/api/applications/:id/thread',
      {
        preValidation: policy.requireMember('contact-candidates'),
        schema: { params: idParams, response: { 200: threadResponseSchema } },
      },
      async (request) => ({ thread: await openApplicationThread(deps.db, await caller(request), request.params.id) }),
    );

    app.get('/api/inbox', { ...user, schema: { response: { 200: inboxResponseSchema } } }, async (request) =>
      readInbox(deps, await caller(request)),
    );

    app.get('/api/threads', { ...user, schema: { response: { 200: threadListResponseSchema } } }, async (request) => {
      const me = await caller(request);
      return { threads: (await readThreadRows(deps.db, me)).map((row) => presentThread(row, me)) };
    });

    app.get(
      '/api/threads/unread',
      { ...user, schema: { response: { 200: unreadResponseSchema } } },
      async (request) => ({
        unread: await countUnread(deps.db, await caller(request)),
      }),
    );

    app.get(
      '/api/threads/:id/messages',
      { ...user, schema: { params: idParams, response: { 200: threadMessagesResponseSchema } } },
      async (request) => readThread(deps, await caller(request), request.params.id),
    );

    app.post(
      '/api/threads/:id/messages',
      { ...user, schema: { params: idParams, body: messageInputSchema, response: { 201: postMessageResponseSchema } } },
      async (request, reply) => {
        reply.code(201);
        return postMessage(deps, await caller(request), request.params.id, request.body.body);
      },
    );

    app.post(
      '/api/threads/:id/messages/:messageId/report',
      {
        preValidation: policy.requireSeeker(),
        schema: {
          params: messageParams,
          body: reportMessageInputSchema.optional(),
          response: { 200: reportMessageResponseSchema },
        },
      },
      async (request) => {
        const { id, messageId } = request.params;
        await reportMessage(deps.db, await caller(request), id, messageId, request.body?.reason);
        return { reported: true as const, message: conversationTexts.reported };
      },
    );
  };
}
