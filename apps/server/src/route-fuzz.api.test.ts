import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes, type RouteSummary } from './lib/http/input-guard.ts';
import { buildSeeker } from './test-support/application-builders.ts';
import { bearer } from './test-support/builders.ts';
import { buildCompanyEmployer, buildModerator, moderatorEnv } from './test-support/employer-builders.ts';
import { startTestServer, type TestServer } from './test-support/test-server.ts';

/**
 * Every route the app registers, sent malformed input — control characters, huge strings, wrong types, deep
 * nesting, odd unicode, broken JSON — signed out and as each kind of account: nothing may answer 5xx. The routes
 * come from the app itself (lib/http/input-guard.ts records them as they are registered), so a new route is fuzzed
 * without anyone adding it here.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The keys a zod object schema (possibly behind preprocess, pipe, union or optional) names. */
function schemaKeys(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const zod = schema as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
  if (zod.shape && typeof zod.shape === 'object') return Object.keys(zod.shape);
  const def = zod.def ?? {};
  const inner = [def.in, def.out, def.innerType, def.schema, ...(Array.isArray(def.options) ? def.options : [])];
  return [...new Set(inner.flatMap((part) => schemaKeys(part, seen)))];
}

const deep = (levels: number): Json => (levels === 0 ? 'bottom' : { nested: deep(levels - 1) });

/** Values no field expects. */
const oddValues: Json[] = [
  'nul\u0000inside',
  '\u0001\u001b[31m\u007f',
  'x'.repeat(100_000),
  '\ud800 lone surrogate \udfff',
  '\u202eRTL override \u200b zero width \ufeff',
  'e\u0301'.repeat(2000),
  '🚀'.repeat(5000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  -1e308,
  true,
  null,
  [],
  ['\u0000', 1, null, { a: [] }],
  {},
  { $gt: '' },
  deep(20),
];

/** Bodies that are wrong as a whole: raw JSON text sent with a JSON content type. */
const rawBodies = [
  '',
  'null',
  '42',
  '"a string"',
  '[]',
  '{',
  '{"a": 1e999}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  '{"a": "\\u0000"}',
];

/** Path parameter values, already URL-encoded. */
const oddParams = [
  '%00',
  'x'.repeat(5000),
  '-1',
  '1e309',
  'null',
  '%F0%9F%9A%80',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  crypto.randomUUID(),
  '%',
  '%E0%A4%A',
];

/** URL-encodes anything, a lone surrogate included (as the bytes of an encoded surrogate, which is not UTF-8). */
const encodeAny = (text: string): string =>
  Array.from(text, (char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

interface Attempt {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Json;
}

function attemptsFor(route: RouteSummary): Attempt[] {
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const fill = (value: string) => route.url.replace(/:(\w+)/g, () => value);
  const url = fill(crypto.randomUUID());
  const queryKeys = [...new Set([...schemaKeys(route.schema?.querystring), 'page', 'limit', 'search', 'sort'])];
  const bodyKeys = schemaKeys(route.schema?.body);
  const json = { 'content-type': 'application/json' };
  const attempts: Attempt[] = [];

  if (params.length > 0)
    for (const value of oddParams) attempts.push({ method: route.method, url: fill(value), headers: {} });
  for (const value of oddValues) {
    if (typeof value === 'object' && value !== null) continue;
    const query = queryKeys.map((key) => `${key}=${encodeAny(String(value).slice(0, 4000))}`).join('&');
    attempts.push({ method: route.method, url: `${url}?${query}`, headers: {} });
  }
  attempts.push({ method: route.method, url: `${url}?page[]=1&limit[a]=2&search=a&search=b`, headers: {} });
  attempts.push({ method: route.method, url: `${url}?${'a'.repeat(3000)}=${'%00'.repeat(1000)}`, headers: {} });

  if (route.method !== 'GET' && route.method !== 'HEAD') {
    const keys = bodyKeys.length > 0 ? bodyKeys : ['anything'];
    for (const value of oddValues)
      attempts.push({
        method: route.method,
        url,
        headers: json,
        payload: Object.fromEntries(keys.map((key) => [key, value])),
      });
    for (const raw of rawBodies) attempts.push({ method: route.method, url, headers: json, payload: raw });
    attempts.push({ method: route.method, url, headers: { 'content-type': 'text/plain' }, payload: 'plain text' });
    attempts.push({
      method: route.method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--',
    });
    attempts.push({
      method: route.method,
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'not multipart at all',
    });
    attempts.push({
      method: route.method,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00',
    });
  }
  return attempts;
}

describe('every route, fuzzed', () => {
  let server: TestServer;
  const identities: Record<string, Record<string, string>> = {};
  const moderator = moderatorEnv();

  beforeAll(async () => {
    server = await startTestServer({ env: moderator.env });
    identities['signed out'] = {};
    identities['forged token'] = { authorization: `Bearer ${'e30'}.${'e30'}.${'x'.repeat(43)}` };
    identities.seeker = bearer((await buildSeeker(server)).token);
    identities.employer = bearer((await buildCompanyEmployer(server)).token);
    identities.moderator = bearer((await buildModerator(server, moderator.email)).token);
    identities['control token'] = bearer(server.controlToken);
  });
  afterAll(() => server.close());

  it('never answers 5xx', { timeout: 600_000 }, async () => {
    // Logging out ends the session the later routes would use, so it goes last.
    const routes = registeredRoutes(server.app)
      .filter((route) => route.method !== 'HEAD')
      .toSorted((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(60);

    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const attempts = attemptsFor(route);
      for (const [who, headers] of Object.entries(identities)) {
        // The control token opens only the local tools' endpoints and a forged token is refused like none at all
        // elsewhere: a sample of attempts is enough for them.
        const sample = who === 'forged token' || (who === 'control token' && !route.url.startsWith('/api/internal/'));
        for (const attempt of sample ? attempts.filter((_attempt, index) => index % 8 === 0) : attempts) {
          const response = await server.app.inject({
            method: attempt.method as 'GET',
            url: attempt.url,
            headers: { ...attempt.headers, ...headers },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload as string }),
          });
          sent += 1;
          if (response.statusCode >= 500) {
            const shown = typeof attempt.payload === 'string' ? attempt.payload : JSON.stringify(attempt.payload);
            failures.push(
              `${response.statusCode} ${who} ${attempt.method} ${attempt.url.slice(0, 120)} ${String(shown ?? '').slice(0, 120)} → ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10_000);
  });
});
