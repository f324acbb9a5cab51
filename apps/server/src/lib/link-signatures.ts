import crypto from 'node:crypto';

/**
 * Signatures for links opened from e-mails without signing in (unsubscribe links, download links): an HMAC over the
 * link's own words, keyed from the JWT secret for one purpose alone, so a signature made for one kind of link never
 * opens another.
 */
const keys = new Map<string, Buffer>();
const purposeKey = (jwtSecret: string, purpose: string): Buffer => {
  const name = `${purpose}\0${jwtSecret}`;
  let key = keys.get(name);
  if (!key) {
    key = crypto.createHmac('sha256', jwtSecret).update(`orbit:${purpose}`).digest();
    keys.set(name, key);
  }
  return key;
};

export const linkSignature = (jwtSecret: string, purpose: string, message: string): string =>
  crypto.createHmac('sha256', purposeKey(jwtSecret, purpose)).update(message).digest('base64url');

/** Whether `given` is this server's signature of `message` for `purpose` (compared in constant time). */
export function isLinkSignature(jwtSecret: string, purpose: string, message: string, given: string): boolean {
  const expected = Buffer.from(linkSignature(jwtSecret, purpose, message));
  const actual = Buffer.from(given);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
