import type { Db } from '../../db/client.ts';
import { outreachReports } from '../../db/schema/outreach.ts';

/**
 * A report for the moderators' queue (features/moderation): a seeker reporting a contact request or a message, or
 * screening holding a message by itself (no reporter). Filed in the caller's transaction, with the change it reports.
 */
export async function fileReport(
  tx: Pick<Db, 'insert'>,
  report: {
    kind: 'contact-request' | 'message';
    companyId: string;
    contactRequestId?: string;
    messageId?: string;
    reporterId?: string;
    reason?: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(outreachReports)
    .values({
      kind: report.kind,
      companyId: report.companyId,
      contactRequestId: report.contactRequestId ?? null,
      messageId: report.messageId ?? null,
      reporterId: report.reporterId ?? null,
      reason: report.reason ?? '',
    })
    .returning({ id: outreachReports.id });
  return row!.id;
}
