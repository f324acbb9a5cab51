import { eq, sql, type SQL } from 'drizzle-orm';
import { rateLimitEvents } from '../../db/schema/accounts.ts';

/**
 * The rate limiter's events that name a user (lib/rate-limit.ts keys): by id (this feature's own limits), by address
 * (forgot-password, resend-verification), or an address joined with an IP by '|' (login failures: `email|ip`). Compared
 * as plain strings, not LIKE patterns: an address may hold '_' or '%'.
 */
export function limiterKeysOf(user: { id: string; email: string }): SQL[] {
  const email = user.email.toLowerCase();
  return [
    eq(rateLimitEvents.key, user.id),
    eq(rateLimitEvents.key, email),
    sql`starts_with(${rateLimitEvents.key}, ${`${email}|`})`,
    sql`right(${rateLimitEvents.key}, ${email.length + 1}) = ${`|${email}`}`,
  ];
}
