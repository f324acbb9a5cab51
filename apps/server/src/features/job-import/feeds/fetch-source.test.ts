import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSource } from './fetch-source.ts';
import { botUserAgent } from './http-fetch.ts';
import { SourceParseError } from './job-source.ts';
import { findJobSource, jobSources } from './sources/all-sources.ts';

const fixture = (file: string) => readFileSync(new URL(`./fixtures/${file}`, import.meta.url), 'utf8');

/** Paths the real feeds use, answered from the shipped fixtures. */
const routes: Record<string, string> = {
  '/api/remote-jobs': fixture('remotive.json'),
  '/api': fixture('remote-ok.json'),
  '/remote-jobs.rss': fixture('we-work-remotely.rss'),
  '/api/v2/remote-jobs': fixture('jobicy.json'),
  '/api/job-board-api': fixture('arbeitnow.json'),
};

let server: Server;
let baseUrl = '';
const userAgents: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    userAgents.push(request.headers['user-agent'] ?? '');
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = path.startsWith('/broken') ? '{"jobs": [' : routes[path];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchSource against a local server', () => {
  it('fetches and parses every source from a configured base URL', async () => {
    expect(jobSources.map((source) => source.name)).toEqual([
      'remotive',
      'remote-ok',
      'we-work-remotely',
      'jobicy',
      'arbeitnow',
    ]);
    for (const source of jobSources) {
      const result = await fetchSource(source, {
        baseUrl,
        userAgent: botUserAgent('https://orbit.example'),
        retries: 0,
      });
      expect(result.url.startsWith(baseUrl)).toBe(true);
      expect(result.jobs.length, source.name).toBeGreaterThanOrEqual(3);
      expect(result.skipped.length, source.name).toBe(1);
    }
    expect(new Set(userAgents)).toEqual(new Set(['OrbitJobsBot/1.0 (+https://orbit.example)']));
  });

  it('reports a malformed body as that source’s parse error', async () => {
    const remotive = findJobSource('remotive');
    if (!remotive) throw new Error('remotive missing');
    const result = fetchSource(remotive, { baseUrl: `${baseUrl}/broken`, userAgent: 'test', retries: 0 });
    await expect(result).rejects.toThrow(SourceParseError);
  });
});
