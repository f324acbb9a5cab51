import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-config-'));

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.uploadDir).toBe(path.join(dataDir, 'uploads'));
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://jobs.example/' }).publicUrl).toBe('https://jobs.example');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(name);
  });
});
