import crypto from 'node:crypto';

/** 256 random bits, URL-safe: the part that travels in e-mail links. */
export const generateToken = (): string => crypto.randomBytes(32).toString('base64url');

/** Only this digest is stored, so a database leak does not hand out usable links. */
export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');
