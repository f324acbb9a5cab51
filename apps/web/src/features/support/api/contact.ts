import { messageResponseSchema } from '@orbit/shared/auth-contracts';
import type { ContactMessageInput } from '@orbit/shared/support-contracts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /api/contact: 202 with a thank-you once the message is kept and its e-mails queued. */
export const sendContactMessage = (payload: ContactMessageInput) =>
  apiClient.post('/contact', messageResponseSchema, payload);
