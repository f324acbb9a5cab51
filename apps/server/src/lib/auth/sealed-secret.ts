import crypto from 'node:crypto';

/**
 * Seals a secret the server must read back later (a TOTP key cannot be hashed: codes are computed from it) with
 * AES-256-GCM under a key derived from JWT_SECRET, so a copy of the database alone does not hand out the keys.
 * The purpose is part of the key: a value sealed for one use does not open as another.
 */
const keyFor = (jwtSecret: string, purpose: string): Buffer =>
  Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'orbit-sealed-secret', purpose, 32));

export function sealSecret(jwtSecret: string, purpose: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFor(jwtSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

/** The plain value, or null when the sealed one was altered or sealed under another key. */
export function openSecret(jwtSecret: string, purpose: string, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFor(jwtSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
