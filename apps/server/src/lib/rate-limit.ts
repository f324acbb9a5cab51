import { and, count, eq, gt, lt, max, min } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema/accounts.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowMs: number;
  message: string;
}

interface LimiterDeps {
  db: Db;
  clock: Clock;
}

/**
 * Sliding-window limiter kept in the database, so it holds across restarts and across several
 * server processes sharing PostgreSQL. Throws 429 with the seconds until the oldest counted
 * event leaves the window.
 */
export async function assertUnderLimit(deps: LimiterDeps, rule: RateLimitRule, key: string): Promise<void> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await deps.db
    .select({ events: count(), oldest: min(rateLimitEvents.occurredAt) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.occurredAt, windowStart),
      ),
    );
  if (!row || row.events < rule.limit) return;
  const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds });
}

export async function recordEvent(
  deps: LimiterDeps,
  rule: Pick<RateLimitRule, 'bucket' | 'windowMs'>,
  key: string,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.insert(rateLimitEvents).values({ bucket: rule.bucket, key, occurredAt: now });
  // Old events are never read again; trim them as we go instead of running a sweeper.
  await deps.db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, key),
        lt(rateLimitEvents.occurredAt, new Date(now.getTime() - rule.windowMs)),
      ),
    );
}

/** Count the event, then refuse when over the limit (for requests that are limited whether or not they succeed). */
export async function consumeLimit(deps: LimiterDeps, rule: RateLimitRule, key: string): Promise<void> {
  await assertUnderLimit(deps, rule, key);
  await recordEvent(deps, rule, key);
}

export async function clearEvents(deps: LimiterDeps, bucket: string, key: string): Promise<void> {
  await deps.db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}

/**
 * A slowdown rather than a lockout: the first `freeAttempts` events in the window cost nothing; after that each
 * attempt must wait `baseDelayMs`, doubled per further event, at most `maxDelayMs`, counted from the latest event.
 * Someone who waits always gets another try, so nobody can keep an account's owner out for good.
 */
export interface BackoffRule {
  bucket: string;
  windowMs: number;
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  message: string;
}

/** The wait after `events` counted events (0 while they are free). */
export function backoffDelayMs(rule: BackoffRule, events: number): number {
  if (events < rule.freeAttempts) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (events - rule.freeAttempts));
}

/** Throws 429 with the seconds left when the wait the key's recent events impose has not passed yet. */
export async function assertBackoffElapsed(deps: LimiterDeps, rule: BackoffRule, key: string): Promise<void> {
  const now = deps.clock.now().getTime();
  const [row] = await deps.db
    .select({ events: count(), latest: max(rateLimitEvents.occurredAt) })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, rule.bucket),
        eq(rateLimitEvents.key, key),
        gt(rateLimitEvents.occurredAt, new Date(now - rule.windowMs)),
      ),
    );
  if (!row?.latest) return;
  const waitUntil = new Date(row.latest).getTime() + backoffDelayMs(rule, row.events);
  if (waitUntil <= now) return;
  throw new AppError('RATE_LIMITED', rule.message, {
    retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)),
  });
}
