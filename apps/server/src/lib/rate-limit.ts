import { and, count, eq, gt, lt, min } from 'drizzle-orm';
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

export async function recordEvent(deps: LimiterDeps, rule: RateLimitRule, key: string): Promise<void> {
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

