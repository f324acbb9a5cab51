import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionSummary } from '@orbit/shared/security-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { maskAddress } from '../../lib/auth/device.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';

interface SessionDeps {
  db: Pick<Db, 'select' | 'update'>;
  clock: Clock;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const live = (userId: string, now: Date) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The account's open sessions, most recently used first; the caller's own is marked `current`. */
export async function listSessions(
  deps: SessionDeps,
  caller: { userId: string; sessionId: string },
): Promise<SessionSummary[]> {
  const rows = await deps.db
    .select({
      id: sessions.id,
      device: sessions.device,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(live(caller.userId, deps.clock.now()))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(100);
  return rows.map((row) => ({
    _id: row.id,
    device: row.device || 'Unknown device',
    firstAddress: maskAddress(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === caller.sessionId,
  }));
}

/** Ends one of the account's open sessions (its own included); someone else's or an ended one is a 404. */
export async function endSession(deps: SessionDeps, userId: string, sessionId: string): Promise<void> {
  if (!uuidPattern.test(sessionId)) throw new AppError('NOT_FOUND', securityMessages.sessionNotFound);
  const ended = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), live(userId, deps.clock.now())))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND', securityMessages.sessionNotFound);
}

/** Ends every open session of the account but the caller's. */
export async function endOtherSessions(deps: SessionDeps, caller: { userId: string; sessionId: string }) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(live(caller.userId, deps.clock.now()), ne(sessions.id, caller.sessionId)));
}
