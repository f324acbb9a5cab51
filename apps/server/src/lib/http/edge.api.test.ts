import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nativeJobSource } from '@orbit/shared/job-contracts';
import { buildApp } from '../../app.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser } from '../../test-support/builders.ts';
import { buildJob, type BuiltJob } from '../../test-support/job-builders.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { scriptHash } from './security-headers.ts';

const policy =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob: https:; font-src 'self'; " +
  "connect-src 'self'; media-src 'none'; object-src 'none'; frame-src 'none'; worker-src 'self'; manifest-src 'self'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const everyResponse = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** A built asset bigger than the compression threshold, and its precompressed twins as the build writes them. */
const assetJs = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>Orbit Jobs</title>
    <script type="module" crossorigin src="/assets/index-aaaa.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-edge-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(dir, 'assets', 'index-aaaa.js'), assetJs);
  // Twins of different text than a server would make on the fly, so a test can tell which was sent.
  fs.writeFileSync(path.join(dir, 'assets', 'index-aaaa.js.br'), zlib.brotliCompressSync('/* precompressed br */'));
  fs.writeFileSync(path.join(dir, 'assets', 'index-aaaa.js.gz'), zlib.gzipSync('/* precompressed gzip */'));
  // A map left behind by a build that did not move it, and the build manifest: neither may be served.
  fs.writeFileSync(path.join(dir, 'assets', 'index-aaaa.js.map'), '{"version":3,"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const expectSecurityHeaders = (response: LightMyRequestResponse, csp = policy) => {
  expect(response.headers).toMatchObject({ ...everyResponse, 'content-security-policy': csp });
  expect(response.headers['strict-transport-security']).toBeUndefined();
};

const decode = (response: LightMyRequestResponse): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
};

/**
 * The edge as a browser meets it: the web app served from a build folder, with the API, on an http public address
 * (and, at the end, an https one). Every kind of response carries the security headers.
 */
describe('the hardened edge', () => {
  let server: TestServer;
  let web: FastifyInstance;
  let distDir: string;
  let seeker: SignedInSeeker;
  let nativeJob: BuiltJob;

  beforeAll(async () => {
    server = await startTestServer();
    distDir = writeDist();
    const deps = {
      db: server.database.db,
      dbDriver: server.database.driver,
      clock: server.clock,
      boss: server.boss,
      controlToken: server.controlToken,
    };
    web = await buildApp({ ...deps, config: { ...server.config, webDistDir: distDir } });
    web.get('/api/test-only/boom', async () => {
      throw new Error('a bug');
    });
    seeker = await buildSeeker(server);
    const employer = await buildUser(server, { userType: 'employer' });
    nativeJob = await buildJob(server, {
      source: nativeJobSource,
      sourceId: null,
      postedBy: employer.id,
      title: 'Edge Engineer',
      company: 'Edge Co',
    });
    // Enough jobs for a list answer well over the compression threshold.
    for (let i = 0; i < 6; i += 1)
      await buildJob(server, {
        title: `Compressible role ${i}`,
        description: `<p>${'Remote work across Africa. '.repeat(20)}</p>`,
      });
  });
  afterAll(async () => {
    await web?.close();
    await server?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  describe('security headers on every kind of response', () => {
    it.each([
      ['an API answer', '/api/jobs', 200],
      ['a small API answer', '/api/health', 200],
      ['a page', '/login', 200],
      ['a static asset', '/assets/index-aaaa.js', 200],
      ['a public file', '/favicon.svg', 200],
      ['the sitemap', '/sitemap.xml', 200],
      ['an unknown API route', '/api/nope', 404],
      ['a missing asset', '/assets/missing-bbbb.js', 404],
      ['a missing job page', '/jobs/00000000-0000-4000-8000-000000000000', 404],
      ['a validation error', '/api/jobs?page=-1', 400],
      ['a refused character', '/api/jobs?search=%00', 400],
      ['a signed-out call', '/api/users/profile', 401],
      ['a server error', '/api/test-only/boom', 500],
    ])('%s (%s → %i)', async (_kind, url, status) => {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response);
    });

    it('on a file download', async () => {
      const response = await web.inject({
        method: 'GET',
        url: `/api/files/${seeker.resumeFileId}`,
        headers: bearer(seeker.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expectSecurityHeaders(response);
    });

    it('on a 413 and a 429', async () => {
      const tooBig = await web.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'a@example.org', password: 'x'.repeat(2_000_000) },
      });
      expect(tooBig.statusCode).toBe(413);
      expectSecurityHeaders(tooBig);
      let limited: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 12 && limited?.statusCode !== 429; attempt += 1) {
        limited = await web.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: 'edge-limit@example.org', password: 'wrong' },
        });
      }
      expect(limited?.statusCode).toBe(429);
      expectSecurityHeaders(limited!);
    });

    it('caps a multipart form at 30 fields (413)', async () => {
      const form = multipartBody(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`field${i}`, 'x'])));
      const response = await web.inject({
        method: 'POST',
        url: '/api/users/resume',
        headers: { ...bearer(seeker.token), ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode).toBe(413);
      expectSecurityHeaders(response);
    });

    it("allows a job page's JSON-LD by its hash, and no other inline script", async () => {
      const response = await web.inject({ method: 'GET', url: `/jobs/${nativeJob.id}` });
      expect(response.statusCode).toBe(200);
      const scripts = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (match) => match[1]!,
      );
      expect(scripts).toHaveLength(1);
      const hash = scriptHash(scripts[0]!);
      expect(response.headers['content-security-policy']).toBe(
        policy.replace("script-src 'self'", `script-src 'self' ${hash}`),
      );
      expect(response.headers).toMatchObject(everyResponse);
      // The hash is the one a browser computes over the element's text.
      expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      expect(response.body.match(/<script\b[^>]*>[^<]/g)).toHaveLength(1);
    });
  });

  describe('compression', () => {
    it('compresses an API answer over 1 KB with brotli or gzip, as the client accepts', async () => {
      const plain = await web.inject({ method: 'GET', url: '/api/jobs?limit=20' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await web.inject({
        method: 'GET',
        url: '/api/jobs?limit=20',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(br))).toEqual(plain.json());
      expectSecurityHeaders(br);

      const gzip = await web.inject({
        method: 'GET',
        url: '/api/jobs?limit=20',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode(gzip))).toEqual(plain.json());
    });

    it('leaves answers under 1 KB as they are', async () => {
      const response = await web.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
    });

    it('sends a built asset’s precompressed twin, cached immutably', async () => {
      const br = await web.inject({
        method: 'GET',
        url: '/assets/index-aaaa.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(decode(br)).toBe('/* precompressed br */');
      expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toContain('accept-encoding');

      const gzip = await web.inject({
        method: 'GET',
        url: '/assets/index-aaaa.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip)).toBe('/* precompressed gzip */');

      const plain = await web.inject({ method: 'GET', url: '/assets/index-aaaa.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(assetJs);
      expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('compresses pages on the fly and never lets a cache keep them', async () => {
      const page = await web.inject({
        method: 'GET',
        url: `/jobs/${nativeJob.id}`,
        headers: { 'accept-encoding': 'br' },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(decode(page)).toContain('<title>Edge Engineer at Edge Co | Orbit Jobs</title>');
      const home = await web.inject({ method: 'GET', url: '/' });
      expect(home.headers['cache-control']).toBe('no-cache');
    });
  });

  describe('nothing but the app leaves the build folder', () => {
    it.each(['/assets/index-aaaa.js.map', '/.vite/manifest.json', '/index.html'])('%s is not served', async (url) => {
      const response = await web.inject({ method: 'GET', url });
      expect(response.body).not.toContain('secret.ts');
      expect(response.body).not.toBe('{}');
      if (url.startsWith('/assets/')) expect(response.statusCode).toBe(404);
      expectSecurityHeaders(response);
    });

    it.each([
      ['a NUL job id', '/jobs/%00'],
      ['a NUL company id', '/companies/%00'],
      ['a NUL search', '/jobs?search=%00'],
      ['a path that is not UTF-8', '/%ED%A0%80'],
      ['an API path that is not UTF-8', '/api/jobs/%ED%A0%80'],
      ['a very long path', `/${'x'.repeat(5000)}`],
    ])('%s answers without a 5xx', async (_case, url) => {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode).toBeLessThan(500);
      expectSecurityHeaders(response);
    });
  });

  it('adds HSTS and upgrade-insecure-requests only when the public address is https', async () => {
    const deps = {
      db: server.database.db,
      dbDriver: server.database.driver,
      clock: server.clock,
      boss: server.boss,
      controlToken: server.controlToken,
    };
    const secure = await buildApp({
      ...deps,
      config: { ...server.config, publicUrl: 'https://jobs.example', webDistDir: distDir },
    });
    try {
      for (const url of ['/api/health', '/login', '/assets/index-aaaa.js', '/api/nope']) {
        const response = await secure.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
        expect(response.headers['content-security-policy']).toBe(`${policy}; upgrade-insecure-requests`);
      }
      // A forwarded https header is not believed: the declared public address decides (trustProxy is off).
      const forwarded = await web.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(forwarded.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await secure.close();
    }
  });
});
