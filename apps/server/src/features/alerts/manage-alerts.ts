import { and, desc, eq } from 'drizzle-orm';
import {
  alertMessages,
  alertSummary,
  type AlertLinkResponse,
  type AlertListResponse,
} from '@orbit/shared/alert-contracts';
import { jobAlerts } from '../../db/schema/alerts.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { verifyAlertUnsubscribeToken } from './alert-links.ts';
import { alertsOfAddress } from './create-alert.ts';
import { presentAlert } from './present-alert.ts';
import { countryNameOf } from '../../domain/places/country-names.ts';

/** The signed-in account's alerts (made signed in, or signed out for its address and confirmed), and ending one. */

type Owner = { userId: string; email: string };

export async function listAlerts(deps: Pick<AppDeps, 'db'>, owner: Owner): Promise<AlertListResponse> {
  const rows = await deps.db
    .select()
    .from(jobAlerts)
    .where(alertsOfAddress(owner.email.toLowerCase(), owner.userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
  return { alerts: rows.map(presentAlert) };
}

/** Someone else's alert (or none) is a 404, as every "is this mine?" answer. */
export async function deleteAlert(deps: Pick<AppDeps, 'db'>, owner: Owner, alertId: string): Promise<{ msg: string }> {
  if (!isUuid(alertId)) throw new AppError('NOT_FOUND', alertMessages.notFound);
  const [deleted] = await deps.db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), alertsOfAddress(owner.email.toLowerCase(), owner.userId)))
    .returning({ id: jobAlerts.id });
  if (!deleted) throw new AppError('NOT_FOUND', alertMessages.notFound);
  return { msg: alertMessages.deleted };
}

/**
 * The unsubscribe link: the alert is deleted (with what it sent). Idempotent: a second click, or the mail client's
 * one-click POST after the click, finds nothing and says the same. A link that is not ours is a 400.
 */
export async function unsubscribeAlert(
  deps: Pick<AppDeps, 'db' | 'config'>,
  token: string,
): Promise<AlertLinkResponse> {
  const alertId = verifyAlertUnsubscribeToken(deps.config.jwtSecret, token);
  if (!alertId) throw new AppError('BAD_REQUEST', alertMessages.unsubscribeLinkInvalid);
  const [deleted] = await deps.db.delete(jobAlerts).where(eq(jobAlerts.id, alertId)).returning();
  return { msg: alertMessages.unsubscribed, summary: deleted ? alertSummary(deleted, countryNameOf) : '' };
}
