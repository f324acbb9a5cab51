import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  OutboundFailedError,
  OutboundRefusedError,
  sendOutboundRequest,
  type OutboundPolicy,
  type Resolver,
} from './outbound-request.ts';

interface Local {
  port: number;
  hits: string[];
  close(): Promise<void>;
}

async function startLocal(handler: http.RequestListener, host = '127.0.0.1'): Promise<Local> {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('guarded outbound requests', () => {
  let target: Local;
  let redirector: Local;
  let silent: Local;
  let ipv6: Local | undefined;

  beforeAll(async () => {
    target = await startLocal((request, response) => {
      if (request.url === '/big') {
        response.end('x'.repeat(200_000));
        return;
      }
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => response.end(JSON.stringify({ method: request.method, body })));
    });
    redirector = await startLocal((request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
      response.writeHead(request.url?.startsWith('/see-other') ? 303 : 307, { location: to }).end();
    });
    silent = await startLocal(() => {});
    ipv6 = await startLocal((_request, response) => response.end('v6'), '::1').catch(() => undefined);
  });
  afterAll(async () => {
    await Promise.all([target.close(), redirector.close(), silent.close(), ipv6?.close()]);
  });
  beforeEach(() => {
    for (const server of [target, redirector, silent, ipv6]) server?.hits.splice(0);
  });

  const policy = (allowed: string[] = [], extra: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
    allowedHosts: allowed,
    timeoutMs: 2000,
    ...extra,
  });
  const get = (url: string, p: OutboundPolicy) => sendOutboundRequest(p, { url, method: 'GET' });

  it.each([
    ['http://127.0.0.1:PORT/', 'Refused: loopback address'],
    ['http://localhost:PORT/', 'Refused: loopback address (localhost resolves to'],
    ['http://0x7f.0.0.1:PORT/', 'Refused: loopback address'],
    ['http://[::ffff:127.0.0.1]:PORT/', 'Refused: loopback address'],
  ])('refuses %s without the request reaching it', async (url, message) => {
    await expect(get(url.replace('PORT', String(target.port)), policy())).rejects.toThrow(message);
    expect(target.hits).toEqual([]);
  });

  it('refuses [::1] without the request reaching it', async () => {
    const port = ipv6?.port ?? 9;
    await expect(get(`http://[::1]:${port}/`, policy())).rejects.toThrow('Refused: loopback address');
    expect(ipv6?.hits ?? []).toEqual([]);
  });

  it.each([
    ['http://10.0.0.1/apply', 'Refused: private address'],
    ['http://169.254.169.254/latest/meta-data/', 'Refused: link-local address'],
    ['http://[fe80::1]/', 'Refused: link-local address'],
    ['http://0.0.0.0/', 'Refused: unspecified address'],
    ['ftp://files.example/cv', 'only http and https'],
    ['file:///etc/passwd', 'only http and https'],
    ['http://user:pass@public.example/', 'credentials'],
    ['not a url', 'not a valid URL'],
  ])('refuses %s before connecting', async (url, message) => {
    await expect(get(url, policy())).rejects.toThrow(message);
    await expect(get(url, policy())).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    await expect(get('http://mixed.example/', policy([], { resolve }))).rejects.toThrow(
      'mixed.example resolves to 10.1.2.3',
    );
  });

  it('lets an allow-listed host:port through, and only that pair', async () => {
    const response = await sendOutboundRequest(policy([`127.0.0.1:${target.port}`]), {
      url: `http://127.0.0.1:${target.port}/echo`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ method: 'POST', body: '{"a":1}' });
    await expect(get(`http://127.0.0.1:${silent.port}/`, policy([`127.0.0.1:${target.port}`]))).rejects.toThrow(
      'loopback',
    );
    expect(silent.hits).toEqual([]);
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    let lookups = 0;
    const resolve: Resolver = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // 'pinned.test' does not exist in real DNS: the request can only arrive through the checked answer.
    const response = await get(
      `http://pinned.test:${target.port}/x`,
      policy([`pinned.test:${target.port}`], { resolve }),
    );
    expect(response.status).toBe(200);
    expect(lookups).toBe(1);
    expect(target.hits).toEqual(['GET /x']);
  });

  it('checks every redirect hop: an allowed server cannot bounce the request to a private address', async () => {
    const allowed = policy([`127.0.0.1:${redirector.port}`]);
    const to = encodeURIComponent(`http://127.0.0.1:${target.port}/secret`);
    await expect(
      sendOutboundRequest(allowed, {
        url: `http://127.0.0.1:${redirector.port}/go?to=${to}`,
        method: 'POST',
        body: '{}',
      }),
    ).rejects.toThrow(`Refused: loopback address, after a redirect from 127.0.0.1:${redirector.port}`);
    await expect(
      get(`http://127.0.0.1:${redirector.port}/go?to=${encodeURIComponent('http://169.254.169.254/')}`, allowed),
    ).rejects.toThrow('link-local');
    await expect(
      get(`http://127.0.0.1:${redirector.port}/go?to=${encodeURIComponent('gopher://x/')}`, allowed),
    ).rejects.toThrow('only http');
    expect(redirector.hits).toHaveLength(3);
    expect(target.hits).toEqual([]);
  });

  it('follows allowed redirects (307 keeps the POST, 303 turns it into a GET) up to the limit', async () => {
    const both = policy([`127.0.0.1:${redirector.port}`, `127.0.0.1:${target.port}`]);
    const to = encodeURIComponent(`http://127.0.0.1:${target.port}/final`);
    const kept = await sendOutboundRequest(both, {
      url: `http://127.0.0.1:${redirector.port}/go?to=${to}`,
      method: 'POST',
      body: 'hi',
    });
    expect(JSON.parse(kept.body.toString())).toEqual({ method: 'POST', body: 'hi' });
    expect(kept.url).toBe(`http://127.0.0.1:${target.port}/final`);
    const changed = await sendOutboundRequest(both, {
      url: `http://127.0.0.1:${redirector.port}/see-other?to=${to}`,
      method: 'POST',
      body: 'hi',
    });
    expect(JSON.parse(changed.body.toString())).toEqual({ method: 'GET', body: '' });

    const loop = `http://127.0.0.1:${redirector.port}/go?to=${encodeURIComponent(`/go?to=${encodeURIComponent('/go?to=%2Fgo')}`)}`;
    await expect(get(loop, both)).rejects.toThrow('Too many redirects');
  });

  it('gives up after the timeout and caps the body it reads', async () => {
    const started = Date.now();
    await expect(
      get(`http://127.0.0.1:${silent.port}/`, policy([`127.0.0.1:${silent.port}`], { timeoutMs: 300 })),
    ).rejects.toThrow(new OutboundFailedError('No answer within 300 ms'));
    expect(Date.now() - started).toBeLessThan(2000);

    const big = await get(
      `http://127.0.0.1:${target.port}/big`,
      policy([`127.0.0.1:${target.port}`], { maxResponseBytes: 1000 }),
    );
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(1000);
  });

  it('reports a refused connection as a failure, not a refusal', async () => {
    const closed = await startLocal(() => {});
    await closed.close();
    await expect(get(`http://127.0.0.1:${closed.port}/`, policy([`127.0.0.1:${closed.port}`]))).rejects.toThrow(
      new OutboundFailedError('Connection refused'),
    );
  });
});
