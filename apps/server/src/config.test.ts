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

  it('generates the application webhook secret once, apart from the JWT secret; reads the outbound settings', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      DATA_DIR: dataDir,
      OUTBOUND_ALLOWED_HOSTS: ' 127.0.0.1:4010, [::1]:80 ,Hooks.test:8080',
    });
    expect(config.applicationWebhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.applicationWebhookSecret).not.toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).applicationWebhookSecret).toBe(config.applicationWebhookSecret);
    expect(fs.statSync(path.join(dataDir, 'application-webhook-secret')).mode & 0o077).toBe(0);
    expect(config.outbound).toEqual({
      allowedHosts: ['127.0.0.1:4010', '[::1]:80', 'hooks.test:8080'],
      timeoutMs: 10_000,
    });
  });

  it('opens as many PostgreSQL connections as DATABASE_POOL_SIZE says, else cores + 1 (at least 3)', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(loadConfig({ DATA_DIR: tempDir() }).databasePoolSize).toBe(Math.max(3, os.availableParallelism() + 1));
    for (const bad of ['1', '101', '2.5', 'many']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: bad })).toThrow(
        /DATABASE_POOL_SIZE: must be a whole number from 2 to 100/,
      );
    }
  });

  it('reads resumes under a time and a memory limit, 20 s and 256 MB unless set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).resumeReading).toEqual({ timeoutMs: 20_000, memoryMb: 256 });
    const set = loadConfig({ DATA_DIR: tempDir(), RESUME_READ_TIMEOUT_MS: '5000', RESUME_READ_MEMORY_MB: '512' });
    expect(set.resumeReading).toEqual({ timeoutMs: 5000, memoryMb: 512 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), RESUME_READ_MEMORY_MB: '8' })).toThrow(/RESUME_READ_MEMORY_MB/);
  });

  it('turns Google sign-in on only with a client id and secret; its issuer is https, or http on a loopback address', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    const google = loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://jobs.example.org/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    }).google;
    expect(google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
      redirectUri: 'https://jobs.example.org/api/auth/google/callback',
    });
    for (const issuer of ['http://127.0.0.1:4000', 'http://localhost:4000/', 'http://[::1]:4000']) {
      expect(loadConfig({ DATA_DIR: dataDir, GOOGLE_ISSUER_URL: issuer }).google).toBeNull();
    }
    for (const issuer of ['http://accounts.google.com', 'http://10.0.0.5', 'ftp://127.0.0.1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_ISSUER_URL: issuer })).toThrow(/GOOGLE_ISSUER_URL/);
    }
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://jobs.example/' }).publicUrl).toBe(
      'https://jobs.example',
    );
  });

  it('sends contact messages to SUPPORT_EMAIL, else to support@ the public domain', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), SUPPORT_EMAIL: 'Help@Orbit.example' }).supportEmail).toBe(
      'help@orbit.example',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://www.orbitjobs.africa' }).supportEmail).toBe(
      'support@orbitjobs.africa',
    );
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://jobs.example.co.ke/' }).supportEmail).toBe(
      'support@jobs.example.co.ke',
    );
    // No mail domain in a local or bare-address URL: the placeholder domain MAIL_FROM uses.
    expect(loadConfig({ DATA_DIR: tempDir() }).supportEmail).toBe('support@orbitjobs.local');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://192.168.1.20:3000' }).supportEmail).toBe(
      'support@orbitjobs.local',
    );
  });

  it('trusts no proxy unless told which by address', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'Loopback, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each([
    [{ SUPPORT_EMAIL: 'not-an-address' }, 'SUPPORT_EMAIL'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ JOB_SOURCES_ENABLED: 'remotive,monster' }, 'JOB_SOURCES_ENABLED'],
    [{ JOB_SOURCE_JOBICY_URL: 'ftp://feeds' }, 'JOB_SOURCE_JOBICY_URL'],
    [{ JOB_IMPORT_SCHEDULE: 'hourly' }, 'JOB_IMPORT_SCHEDULE'],
    [{ JOB_IMPORT_TIMEOUT_MS: '5' }, 'JOB_IMPORT_TIMEOUT_MS'],
    [{ APPLICATION_WEBHOOK_SECRET: 'short' }, 'APPLICATION_WEBHOOK_SECRET'],
    [{ OUTBOUND_ALLOWED_HOSTS: 'localhost' }, 'OUTBOUND_ALLOWED_HOSTS'],
    [{ OUTBOUND_TIMEOUT_MS: '10' }, 'OUTBOUND_TIMEOUT_MS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(name);
  });

  it('enables every job source by default, every 6 hours', () => {
    const { jobImport } = loadConfig({ DATA_DIR: tempDir() });
    expect(jobImport.enabledSources).toEqual(['remotive', 'remote-ok', 'we-work-remotely', 'jobicy', 'arbeitnow']);
    expect(jobImport.schedule).toBe('0 */6 * * *');
    expect(jobImport.sourceUrls).toEqual({});
  });

  it('under NODE_ENV=test enables only sources given a base URL, unless listed', () => {
    const env = { DATA_DIR: tempDir(), NODE_ENV: 'test', JOB_SOURCE_REMOTE_OK_URL: 'http://127.0.0.1:9/feeds/' };
    expect(loadConfig(env).jobImport).toMatchObject({
      enabledSources: ['remote-ok'],
      sourceUrls: { 'remote-ok': 'http://127.0.0.1:9/feeds' },
    });
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).jobImport.enabledSources).toEqual([]);
    expect(loadConfig({ ...env, JOB_SOURCES_ENABLED: 'jobicy, Remotive' }).jobImport.enabledSources).toEqual([
      'remotive',
      'jobicy',
    ]);
    expect(loadConfig({ ...env, JOB_SOURCES_ENABLED: 'none' }).jobImport.enabledSources).toEqual([]);
    expect(loadConfig({ ...env, JOB_IMPORT_SCHEDULE: 'off' }).jobImport.schedule).toBeNull();
  });
});
