import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  postMessageResponseSchema,
  reportMessageResponseSchema,
  threadMessagesResponseSchema,
  threadResponseSchema,
} from '@orbit/shared/conversation-contracts';
import { contactRequestSchema, inboxResponseSchema } from '@orbit/shared/outreach-contracts';
import { apiClient } from '../../../lib/api-client.ts';

export const inboxKey = ['inbox'] as const;

/** `GET /api/inbox`: contact requests and threads. */
export const inboxQuery = queryOptions({
  queryKey: [...inboxKey, 'list'],
  queryFn: ({ signal }) => apiClient.get('/inbox', inboxResponseSchema, signal),
});

/** `GET /api/threads/:id/messages`: reading it marks the thread read, so the unread badge is refreshed after. */
export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: [...inboxKey, 'thread', id],
    queryFn: ({ signal }) =>
      apiClient.get(`/threads/${encodeURIComponent(id)}/messages`, threadMessagesResponseSchema, signal),
  });

export const postMessage = (threadId: string, body: string) =>
  apiClient.post(`/threads/${encodeURIComponent(threadId)}/messages`, postMessageResponseSchema, { body });

export const reportMessage = (threadId: string, messageId: string) =>
  apiClient.post(
    `/threads/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(messageId)}/report`,
    reportMessageResponseSchema,
    {},
  );

const decisionResponseSchema = z.object({ contactRequest: contactRequestSchema, threadId: z.string().optional() });

/** `POST /api/contact-requests/:id`: the seeker's answer; accepting opens the thread. */
export const decideRequest = (id: string, decision: 'accept' | 'decline' | 'report', reason?: string) =>
  apiClient.post(`/contact-requests/${encodeURIComponent(id)}`, decisionResponseSchema, {
    decision,
    ...(reason ? { reason } : {}),
  });

/** `POST /api/applications/:id/thread`: the employer opens the conversation with an applicant. */
export const openApplicationThread = (applicationId: string) =>
  apiClient.post(`/applications/${encodeURIComponent(applicationId)}/thread`, threadResponseSchema);
