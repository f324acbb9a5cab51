import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { googleSignInTickets } from '../../db/schema/google-sign-in.ts';
import type { Clock } from '../../lib/clock.ts';
import { generateToken, hashToken } from '../../lib/secure-token.ts';

export type TicketPurpose = (typeof googleSignInTickets.$inferSelect)['purpose'];

/**
 * How long each step's ticket lives: long enough for the person (a consent form to fill in), short enough that a
 * copied URL fragment or a stale tab is worthless.
 */
export const ticketLifetimeMs: Record<TicketPurpose, number> = {
  authorization: 10 * 60 * 1000,
  'link-request': 2 * 60 * 1000,
  'sign-up': 30 * 60 * 1000,
  'link-password': 15 * 60 * 1000,
  session: 2 * 60 * 1000,
};

export interface Ticket<P> {
  id: string;
  userId: string | null;
  payload: P;
}

type TicketDb = Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;

/**
 * Stores a ticket and answers its secret. `secret` is given for the authorization request, whose key is the OAuth
 * `state`; otherwise a fresh 256-bit one. Expired tickets are cleared on the way, so the table stays small.
 */
export async function createTicket(
  db: TicketDb,
  clock: Clock,
  ticket: { purpose: TicketPurpose; userId?: string | null; payload: object; secret?: string },
): Promise<string> {
  const now = clock.now();
  const secret = ticket.secret ?? generateToken();
  await db.delete(googleSignInTickets).where(lt(googleSignInTickets.expiresAt, now));
  await db.insert(googleSignInTickets).values({
    purpose: ticket.purpose,
    tokenHash: hashToken(secret),
    userId: ticket.userId ?? null,
    payload: ticket.payload as Record<string, unknown>,
    expiresAt: new Date(now.getTime() + ticketLifetimeMs[ticket.purpose]),
    createdAt: now,
  });
  return secret;
}

const live = (purpose: TicketPurpose, secret: string, now: Date) =>
  and(
    eq(googleSignInTickets.tokenHash, hashToken(secret)),
    eq(googleSignInTickets.purpose, purpose),
    isNull(googleSignInTickets.usedAt),
    gt(googleSignInTickets.expiresAt, now),
  );

/** A live ticket without using it up (the consent step shows the pending sign-up before it is completed). */
export async function peekTicket<P>(
  db: TicketDb,
  clock: Clock,
  purpose: TicketPurpose,
  secret: string,
): Promise<Ticket<P> | null> {
  const [row] = await db
    .select({ id: googleSignInTickets.id, userId: googleSignInTickets.userId, payload: googleSignInTickets.payload })
    .from(googleSignInTickets)
    .where(live(purpose, secret, clock.now()));
  return row ? { id: row.id, userId: row.userId, payload: row.payload as P } : null;
}

/**
 * Uses a live ticket up and answers it, or null when it is unknown, expired or already used. One conditional
 * update: of two requests racing with one ticket, exactly one gets it.
 */
export async function claimTicket<P>(
  db: TicketDb,
  clock: Clock,
  purpose: TicketPurpose,
  secret: string,
): Promise<Ticket<P> | null> {
  const now = clock.now();
  const [row] = await db
    .update(googleSignInTickets)
    .set({ usedAt: now })
    .where(live(purpose, secret, now))
    .returning({
      id: googleSignInTickets.id,
      userId: googleSignInTickets.userId,
      payload: googleSignInTickets.payload,
    });
  return row ? { id: row.id, userId: row.userId, payload: row.payload as P } : null;
}
