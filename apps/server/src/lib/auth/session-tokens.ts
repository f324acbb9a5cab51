import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { messages } from '@orbit/shared/messages';
import { sessionIdleLimits } from '@orbit/shared/policy-figures';
import type { Db } from '../../db/client.ts';
import { sessions, twoFactorSettings, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { describeDevice } from './device.ts';

/** How long a session lasts without use: 30 days when the person asked to be remembered, else 24 hours. */
export const sessionIdleMs = (remember: boolean): number =>
  remember ? sessionIdleLimits.rememberedDays * 24 * 60 * 60 * 1000 : sessionIdleLimits.defaultHours * 60 * 60 * 1000;

/** A session's last use is written at most this often: one write a minute, not one per request. */
export const lastUsedResolutionMs = 60 * 1000;

export interface AuthContext {
  userId: string;
  sessionId: string;
  userType: 'candidate' | 'employer';
  /** Lower-cased; moderators are named by address (MODERATOR_EMAILS). */
  email: string;
  /** Two-step verification is on (moderators must have it). */
  twoFactorEnabled: boolean;
  /** The session was opened with "Remember for 30 days" (a password change keeps the choice). */
  remember: boolean;
}

interface AuthDeps {
  db: Pick<Db, 'insert' | 'select' | 'update'>;
  clock: Clock;
  jwtSecret: string;
}

const secretKey = (secret: string) => new TextEncoder().encode(secret);

export interface SessionMeta {
  userAgent: string;
  ip: string;
  /** "Remember for 30 days"; false unless the person ticked it. */
  remember?: boolean;
}

/**
 * Opens a server-side session and returns a bearer JWT naming it. The JWT carries no expiry of its own: the row's
 * `expiresAt`, moved on with each use, decides, so it can be revoked and can last as long as it is used.
 */
export async function issueSessionToken(deps: AuthDeps, userId: string, meta: SessionMeta): Promise<string> {
  const now = deps.clock.now();
  const remember = meta.remember ?? false;
  const [session] = await deps.db
    .insert(sessions)
    .values({
      userId,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + sessionIdleMs(remember)),
      remember,
      device: describeDevice(meta.userAgent),
      userAgent: meta.userAgent.slice(0, 300),
      ip: meta.ip,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
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
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({
      userType: users.userType,
      email: users.email,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      remember: sessions.remember,
      twoFactorSecret: twoFactorSettings.secret,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactorSettings, eq(twoFactorSettings.userId, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError('UNAUTHENTICATED', messages.sessionExpired);
  if (now.getTime() - row.lastUsedAt.getTime() >= lastUsedResolutionMs) {
    await deps.db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + sessionIdleMs(row.remember)) })
      .where(eq(sessions.id, sessionId));
  }
  return {
    userId,
    sessionId,
    userType: row.userType,
    email: row.email.toLowerCase(),
    twoFactorEnabled: row.twoFactorSecret !== null,
    remember: row.remember,
  };
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
