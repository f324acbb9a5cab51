import { and, count, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import {
  alertConfirmationHours,
  alertMessages,
  alertSummary,
  maxAlertsPerAddress,
  type CreateAlertInput,
  type CreateAlertResponse,
  type AlertLinkResponse,
} from '@orbit/shared/alert-contracts';
import type { Db } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema/alerts.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import { consumeLimit, type RateLimitRule } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';
import { alertConfirmationEmail } from './alert-emails.ts';
import { confirmPagePath } from './alert-links.ts';
import { firstDigestAt, searchAsListed } from './match-alerts.ts';
import { presentAlert } from './present-alert.ts';
import { countryNameOf } from '../../domain/places/country-names.ts';

/**
 * `POST /api/alerts` and the confirmation of a signed-out alert. Signed in, the alert goes to the account's address and
 * works at once. Signed out, it waits for its owner to follow the link e-mailed to the address given (so nobody can
 * sign someone else up); asking is limited per IP and per address, as each ask sends an e-mail.
 */

const hourMs = 60 * 60 * 1000;
const perIpRule: RateLimitRule = {
  bucket: 'job-alert-ip',
  limit: 10,
  windowMs: hourMs,
  message: alertMessages.tooManyRequests,
};
const perAddressRule: RateLimitRule = {
  bucket: 'job-alert-email',
  limit: 3,
  windowMs: hourMs,
  message: alertMessages.tooManyRequests,
};

type Deps = Pick<AppDeps, 'db' | 'clock' | 'boss' | 'config'>;

/** The confirmed alerts of an address (an account's, or made signed out for it). */
export const alertsOfAddress = (email: string, userId: string | null): SQL =>
  and(
    isNotNull(jobAlerts.confirmedAt),
    userId ? or(eq(jobAlerts.userId, userId), eq(jobAlerts.email, email)) : eq(jobAlerts.email, email),
  ) as SQL;

async function assertRoomFor(db: Pick<Db, 'select'>, email: string, userId: string | null): Promise<void> {
  const [row] = await db.select({ alerts: count() }).from(jobAlerts).where(alertsOfAddress(email, userId));
  if ((row?.alerts ?? 0) >= maxAlertsPerAddress) throw new AppError('CONFLICT', alertMessages.tooManyAlerts);
}

const filterColumns = (input: CreateAlertInput) => ({
  search: input.search ?? '',
  location: input.location ?? '',
  type: input.type ?? '',
  category: input.category ?? '',
  openTo: input.openTo ?? null,
  includeUnknown: Boolean(input.openTo && input.includeUnknown),
  workplace: input.workplace ?? null,
  frequency: input.frequency,
});

export async function createAlert(
  deps: Deps,
  input: CreateAlertInput,
  viewer: { userId: string; email: string } | null,
  ip: string,
): Promise<CreateAlertResponse> {
  const now = deps.clock.now();
  const asked = filterColumns(input);
  if (viewer) {
    const email = viewer.email.toLowerCase();
    await assertRoomFor(deps.db, email, viewer.userId);
    const columns = { ...asked, search: await searchAsListed(deps.db, asked, now) };
    const [row] = await deps.db
      .insert(jobAlerts)
      .values({
        ...columns,
        userId: viewer.userId,
        email,
        confirmedAt: now,
        nextDigestAt: firstDigestAt(input.frequency, now),
        createdAt: now,
      })
      .returning();
    return { msg: alertMessages.created, alert: presentAlert(row!) };
  }

  if (!input.email)
    throw new AppError('BAD_REQUEST', alertMessages.emailRequired, {
      errors: [{ msg: alertMessages.emailRequired, path: 'email' }],
    });
  const email = input.email;
  await consumeLimit(deps, perIpRule, ip);
  await consumeLimit(deps, perAddressRule, email);
  await assertRoomFor(deps.db, email, null);
  const columns = { ...asked, search: await searchAsListed(deps.db, asked, now) };
  const token = generateToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(jobAlerts).values({ ...columns, email, confirmTokenHash: hashToken(token), createdAt: now });
    const confirmUrl = `${deps.config.publicUrl}${confirmPagePath}?token=${token}`;
    await enqueueEmail(
      tx,
      deps.boss,
      alertConfirmationEmail(email, alertSummary(columns, countryNameOf), input.frequency, confirmUrl),
    );
  });
  return { msg: alertMessages.confirmationSent, alert: null };
}

/**
 * `POST /api/alerts/confirm`: the link's alert starts working (its new jobs counted from now). A second click says the
 * same; a link past its hours, or not ours, is a 400.
 */
export async function confirmAlert(deps: Deps, token: string): Promise<AlertLinkResponse> {
  const now = deps.clock.now();
  const [alert] = await deps.db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.confirmTokenHash, hashToken(token)));
  const expired =
    alert && !alert.confirmedAt && alert.createdAt.getTime() + alertConfirmationHours * hourMs <= now.getTime();
  if (!alert || expired) throw new AppError('BAD_REQUEST', alertMessages.confirmationInvalid);
  if (!alert.confirmedAt) {
    await assertRoomFor(deps.db, alert.email, null);
    await deps.db
      .update(jobAlerts)
      .set({ confirmedAt: now, nextDigestAt: firstDigestAt(alert.frequency, now) })
      .where(and(eq(jobAlerts.id, alert.id), isNull(jobAlerts.confirmedAt)));
  }
  return { msg: alertMessages.confirmed, summary: alertSummary(alert, countryNameOf) };
}
