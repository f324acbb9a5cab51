import { describe, expect, it } from 'vitest';
import { checkDataExportToken, signDataExportLink } from './export-links.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const exportId = '7b0c9f3e-4a5d-4c8e-9f1a-2b3c4d5e6f70';
const otherId = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const now = new Date('2026-03-01T12:00:00Z');
const expiresAt = new Date('2026-03-03T12:00:00Z');

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('data export links', () => {
  const url = signDataExportLink({ jwtSecret: secret, publicUrl: 'https://orbit.example' }, exportId, expiresAt);

  it('names the export and carries its expiry, signed', () => {
    expect(url).toMatch(
      new RegExp(
        `^https://orbit\\.example/api/users/data-export/${exportId}\\?token=${expiresAt.getTime() / 1000}\\.[\\w-]{43}$`,
      ),
    );
    expect(checkDataExportToken(secret, exportId, tokenOf(url), now)).toBe('valid');
  });

  it('is expired from its expiry on, and only then', () => {
    expect(checkDataExportToken(secret, exportId, tokenOf(url), new Date(expiresAt.getTime() - 1000))).toBe('valid');
    expect(checkDataExportToken(secret, exportId, tokenOf(url), expiresAt)).toBe('expired');
  });

  it('is invalid for another export, another key, a changed expiry or a malformed token', () => {
    const token = tokenOf(url);
    const [exp, sig] = token.split('.');
    expect(checkDataExportToken(secret, otherId, token, now)).toBe('invalid');
    expect(checkDataExportToken(`${secret}-rotated`, exportId, token, now)).toBe('invalid');
    expect(checkDataExportToken(secret, exportId, `${Number(exp) + 1}.${sig}`, now)).toBe('invalid');
    for (const malformed of [
      '',
      exp!,
      `${exp}.`,
      `.${sig}`,
      `${exp}.${sig}.x`,
      `1e9.${sig}`,
      `${exp}.${sig!.slice(1)}`,
    ]) {
      expect(checkDataExportToken(secret, exportId, malformed, now), malformed).toBe('invalid');
    }
  });
});
