import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { messages } from '@orbit/shared/messages';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { sessionLifetimeDays } from '@orbit/shared/policy-figures';

const sessionLifetimeMs = sessionLifetimeDays * 24 * 60 * 60 * 1000;

export interface AuthContext {
  userId: string;
  sessionId: string;
  userType: 'candidate' | 'employer';
  /** Lower-cased; moderators are named by address (MODERATOR_EMAILS). */
  email: string;
}

interface AuthDeps {
  db: Pick<Db, 'insert' | 'select'>;
  clock: Clock;
  jwtSecret: string;
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** Opens a server-side session and returns a bearer JWT naming it (so it can be revoked). */
export async function issueSessionToken(
  deps: AuthDeps,
  userId: string,
  meta: { userAgent: string; ip: string },
): Promise<string> {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  const [session] = await deps.db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: meta.userAgent.slice(0, 300), ip: meta.ip })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secretKey(deps.jwtSecret));
}

const bearerToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** The signed-in user of a request, or a 401. The session must exist, be unexpired and unrevoked. */
export async function authenticate(deps: AuthDeps, request: FastifyRequest): Promise<AuthContext> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED', messages.notAuthenticated);
  let userId: string;
  let sessionId: string;
  try {
    const { payload } = await jwtVerify(token, secretKey(deps.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') throw new Error('claims missing');
    userId = payload.sub;
    sessionId = payload.sid;
  } catch {
    throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  }
  const [row] = await deps.db
    .select({ userType: users.userType, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    );
  if (!row) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  return { userId, sessionId, userType: row.userType, email: row.email.toLowerCase() };
}

/**
 * The signed-in user on a public route (a job page shows a match score to a seeker): a missing, expired or revoked
 * token reads as a visitor rather than failing the page.
 */
export async function authenticateIfSignedIn(deps: AuthDeps, request: FastifyRequest): Promise<AuthContext | null> {
  if (!bearerToken(request)) return null;
  try {
    return await authenticate(deps, request);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return null;
    throw error;
  }
}
