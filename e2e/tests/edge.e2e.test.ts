import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type AppProcess } from '../support/app-process.ts';
import { launchBrowser } from '../support/browser.ts';
import { getJson, openPage, type Job } from '../support/catalogue.ts';

const webDir = path.resolve(import.meta.dirname, '../../apps/web');
const dist = path.join(webDir, 'dist');

const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** The production build as served: compressed, cached, headed, with no source maps and nothing the policy blocks. */
describe('the edge of the production build', () => {
  let app: AppProcess;
  let browser: Browser;
  let entry: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    entry = /<script type="module" crossorigin src="([^"]+)"/.exec(
      fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )![1]!;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('builds no public source map: none in dist, no bundle names one, the hidden maps are kept apart', () => {
    const files = filesUnder(dist);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const text = files.filter((file) => /\.(js|css)$/.test(file));
    expect(text.length).toBeGreaterThan(5);
    for (const file of text) expect(fs.readFileSync(file, 'utf8'), file).not.toContain('sourceMappingURL');
    expect(fs.existsSync(path.join(webDir, 'dist-sourcemaps', `${entry.slice(1)}.map`))).toBe(true);
  });

  it('serves the main script precompressed and cached for good, and no map for it', async () => {
    const raw = fs.statSync(path.join(dist, entry)).size;
    const sizes: Record<string, number> = { raw };
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await fetch(`${app.baseUrl}${entry}`, { headers: { 'accept-encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      // fetch decodes the body; the length on the wire is the precompressed twin's.
      expect(Number(response.headers.get('content-length'))).toBe(
        fs.statSync(path.join(dist, `${entry}.${encoding === 'br' ? 'br' : 'gz'}`)).size,
      );
      sizes[encoding] = Number(response.headers.get('content-length'));
      expect((await response.text()).length).toBeGreaterThan(1000);
    }
    expect(sizes.br!).toBeLessThan(raw * 0.35);
    expect(sizes.gzip!).toBeLessThan(raw * 0.4);
    console.log(
      `main script ${entry}: ${raw} B raw, ${sizes.br} B brotli (${((100 * sizes.br!) / raw).toFixed(1)}%), ${sizes.gzip} B gzip (${((100 * sizes.gzip!) / raw).toFixed(1)}%)`,
    );

    const map = await fetch(`${app.baseUrl}${entry}.map`);
    expect(map.status).toBe(404);
    const page = await fetch(`${app.baseUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
  });

  it.each([
    ['a page', '/jobs'],
    ['an API answer', '/api/jobs?limit=20'],
    ['a static asset', '/favicon.svg'],
    ['an unknown API route', '/api/nope'],
    ['a missing asset', '/assets/missing-0000.js'],
  ])('sends the security headers on %s', async (_kind, url) => {
    const response = await fetch(`${app.baseUrl}${url}`);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self'; style-src 'self'; .*frame-ancestors 'none'$/,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Served over http here: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('renders the public pages and a signed-in dashboard with nothing blocked by the policy', async () => {
    const { jobs } = await getJson<{ jobs: Job[] }>(app.baseUrl, '/api/jobs?limit=50');
    const native = jobs.find((job) => job.source === 'orbit');
    expect(native, 'a native demo job').toBeDefined();
    const jobPage = await fetch(`${app.baseUrl}/jobs/${native!._id}`);
    const html = await jobPage.text();
    expect(html).toContain('<script type="application/ld+json">');
    expect(jobPage.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);

    const { page, errors } = await openPage(browser, app.baseUrl);
    for (const url of [
      '/',
      '/jobs',
      `/jobs/${native!._id}`,
      '/companies',
      '/categories',
      '/login',
      '/register',
      '/no-such-page',
    ]) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    // The globe's pop-up and the match bars position themselves with style properties, which CSP allows.
    await page.goto('/');
    await page.locator('.globe-popup').waitFor({ timeout: 15_000 });

    await page.goto('/login');
    await page.getByLabel('Email').fill('amara@demo.orbitjobs.dev');
    await page.getByLabel('Password', { exact: true }).fill('orbit-demo-seeker');
    await page.getByRole('button', { name: /^(log in|sign in|login)$/i }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`/jobs/${native!._id}`);
    await page.getByText(/match/i).first().waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
