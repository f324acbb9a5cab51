import type { ContactMessage } from '@orbit/shared/support-contracts';
import { contactLimits, contactTexts } from '@orbit/shared/support-contracts';
import { contactMessages } from '../../db/schema/support.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { assertUnderLimit, recordEvent, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { senderCopyEmail, supportInboxEmail } from './support-emails.ts';

const hour = 60 * 60 * 1000;
/** Per network: enough for a person with a follow-up or two; a script cannot fill the inbox. */
export const contactPerIp: RateLimitRule = {
  bucket: 'contact:ip',
  limit: contactLimits.perHour,
  windowMs: hour,
  message: contactTexts.tooMany,
};
/** Per sender address: every message also e-mails that address a copy, so nobody can flood a stranger's inbox from many IPs. */
export const contactPerAddress: RateLimitRule = {
  bucket: 'contact:email',
  limit: contactLimits.perHour,
  windowMs: hour,
  message: contactTexts.tooMany,
};

/**
 * Keeps a contact-form message and, in the same transaction, queues it to the support inbox (replies go to the sender)
 * and a copy to the sender. A filled honeypot is answered like a sent message but leaves no trace: no row, no e-mail,
 * no rate-limit event. Only messages actually sent count toward the limits.
 */
export async function sendContactMessage(
  deps: Pick<AppDeps, 'db' | 'boss' | 'clock' | 'config'>,
  form: ContactMessage,
  ip: string,
): Promise<void> {
  if (form.website?.trim()) return;
  await assertUnderLimit(deps, contactPerIp, ip);
  await assertUnderLimit(deps, contactPerAddress, form.email);
  const message: ContactMessage = {
    name: form.name,
    email: form.email,
    topic: form.topic,
    message: form.message,
    jobUrl: form.jobUrl,
  };
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...message, createdAt: deps.clock.now() })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned no row');
    const reference = row.id.slice(0, 8).toUpperCase();
    await enqueueEmail(tx, deps.boss, supportInboxEmail(deps.config.supportEmail, message, reference));
    await enqueueEmail(tx, deps.boss, senderCopyEmail(deps.config.supportEmail, message, reference));
  });
  await recordEvent(deps, contactPerIp, ip);
  await recordEvent(deps, contactPerAddress, form.email);
}
