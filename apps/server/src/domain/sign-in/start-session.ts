import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { describeDevice, maskAddress } from '../../lib/auth/device.ts';
import { issueSessionToken } from '../../lib/auth/session-tokens.ts';
import { enqueueEmail } from '../../lib/mail/enqueue-email.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { newDeviceEmail } from './new-device-email.ts';

export type SignInDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'boss'>;

export interface SignInMeta {
  /** "Remember for 30 days": 30 days without use, else 24 hours. */
  remember: boolean;
  userAgent: string;
  ip: string;
}

/**
 * Opens a session for an account whose owner has proved who they are (password, Google, and the two-step code when
 * it is on) and answers its bearer token. A device string the account has not signed in from before e-mails the
 * owner a link to the sessions list — except on the account's very first sign-in, which is its owner's own.
 *
 * Sign-in paths call `finishSignIn` (finish-sign-in.ts), which asks for the code first when two-step verification is
 * on; only it and the code step call this directly.
 */
export async function startSession(deps: SignInDeps, userId: string, meta: SignInMeta): Promise<string> {
  const device = describeDevice(meta.userAgent);
  return deps.db.transaction(async (tx) => {
    const notice = await newDeviceNotice(tx, userId, device);
    const token = await issueSessionToken(
      { db: tx, clock: deps.clock, jwtSecret: deps.config.jwtSecret },
      userId,
      meta,
    );
    if (notice) {
      const email = newDeviceEmail(notice.email, notice.name, {
        device,
        address: maskAddress(meta.ip),
        at: deps.clock.now(),
        sessionsUrl: `${deps.config.publicUrl}/profile#sessions`,
      });
      await enqueueEmail(tx, deps.boss, email);
    }
    return token;
  });
}

/** The owner to tell, when the account has signed in before but never from this device. */
async function newDeviceNotice(
  tx: Pick<Db, 'select'>,
  userId: string,
  device: string,
): Promise<{ email: string; name: string } | null> {
  const [earlier] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
  if (!earlier) return null;
  const [sameDevice] = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.device, device)))
    .limit(1);
  if (sameDevice) return null;
  const [owner] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  return owner ?? null;
}
