import { describe, expect, it } from 'vitest';
import { botUserAgent, fetchText, HttpFetchError, type FetchLike } from './http-fetch.ts';

type Step = Response | Error | 'hang';

/** A fetch that plays a script of answers and records what it was asked. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    const step = steps.shift() ?? new Error('script exhausted');
    if (step === 'hang') {
      // Never answers; only the abort signal ends it, as with a stalled server.
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step);
  };
  return { fetch, calls };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const userAgent = botUserAgent('https://orbit.example');

describe('fetchText', () => {
  it('returns the body and sends the bot User-Agent', async () => {
    const { fetch, calls } = scriptedFetch([new Response('{"ok":true}')]);
    await expect(fetchText('https://feed.example/api', { userAgent, fetch })).resolves.toBe('{"ok":true}');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('user-agent')).toBe('OrbitJobsBot/1.0 (+https://orbit.example)');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('retries network errors, 5xx and 429 with exponential backoff', async () => {
    const { fetch, calls } = scriptedFetch([
      new TypeError('fetch failed'),
      new Response('busy', { status: 503 }),
      new Response('slow down', { status: 429 }),
      new Response('finally'),
    ]);
    const { waits, sleep } = recordingSleep();
    await expect(
      fetchText('https://feed.example/api', { userAgent, fetch, sleep, retries: 3, backoffMs: 100 }),
    ).resolves.toBe('finally');
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it('honours a Retry-After header up to a limit', async () => {
    const { fetch } = scriptedFetch([
      new Response('', { status: 429, headers: { 'Retry-After': '5' } }),
      new Response('', { status: 429, headers: { 'Retry-After': '3600' } }),
      new Response('ok'),
    ]);
    const { waits, sleep } = recordingSleep();
    await fetchText('https://feed.example/api', { userAgent, fetch, sleep, backoffMs: 100, maxRetryAfterMs: 30_000 });
    expect(waits).toEqual([5_000, 30_000]);
  });

  it('gives up after the retries with an error naming the status and attempts', async () => {
    const { fetch, calls } = scriptedFetch([500, 502, 503].map((status) => new Response('', { status })));
    const { sleep } = recordingSleep();
    const failure = fetchText('https://feed.example/api', { userAgent, fetch, sleep, retries: 2 });
    await expect(failure).rejects.toThrow(HttpFetchError);
    await expect(failure).rejects.toMatchObject({ status: 503, attempts: 3 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry other 4xx answers', async () => {
    const { fetch, calls } = scriptedFetch([new Response('gone', { status: 404 })]);
    await expect(fetchText('https://feed.example/api', { userAgent, fetch })).rejects.toMatchObject({
      status: 404,
      attempts: 1,
    });
    expect(calls).toHaveLength(1);
  });

  it('times out a stalled request and retries it', async () => {
    const { fetch, calls } = scriptedFetch(['hang', new Response('second try')]);
    const { sleep } = recordingSleep();
    await expect(fetchText('https://feed.example/api', { userAgent, fetch, sleep, timeoutMs: 20 })).resolves.toBe(
      'second try',
    );
    expect(calls).toHaveLength(2);
  });

  it('reports a timeout once retries are spent', async () => {
    const { fetch } = scriptedFetch(['hang', 'hang']);
    const { sleep } = recordingSleep();
    await expect(
      fetchText('https://feed.example/api', { userAgent, fetch, sleep, timeoutMs: 20, retries: 1 }),
    ).rejects.toThrow(/timed out after 20 ms.*2 attempts/);
  });

  it('refuses bodies over the size limit', async () => {
    const { fetch } = scriptedFetch([new Response('x'.repeat(50))]);
    await expect(fetchText('https://feed.example/api', { userAgent, fetch, maxBytes: 10 })).rejects.toThrow(
      /too large/,
    );
  });
});
