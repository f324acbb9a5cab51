import argon2 from 'argon2';
import commonLanguage from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const hashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, hashOptions);

/** False for an account without a password (made through Google sign-in), after as much work as a wrong one. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    await burnPasswordCheck(password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash verified when the e-mail is unknown, so "no such user" costs the same time as
 * "wrong password" and timing does not reveal which addresses have accounts.
 */
let timingDummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  timingDummyHash ??= hashPassword('timing-equaliser-not-a-real-password');
  await verifyPassword(await timingDummyHash, password);
}

/**
 * The 1,000 most common passwords, taken in rank order from the zxcvbn-ts common-password list
 * (@zxcvbn-ts/language-common, MIT; itself drawn from public breach corpora).
 */
const commonPasswords = new Set(
  (commonLanguage.dictionary['passwords-common'] as string[]).slice(0, 1000).map((p) => p.toLowerCase()),
);

export const isCommonPassword = (password: string): boolean => commonPasswords.has(password.toLowerCase());
