import dns from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { blockedAddressReason, parseIpv4, parseIpv6 } from './address-classifier.ts';

/**
 * HTTP requests to URLs that come from job postings (an employer's application API, later their pages), guarded
 * against server-side request forgery:
 * - http and https only;
 * - the host name is resolved here and every address it resolves to must be public (see address-classifier);
 * - the connection goes to the address that was checked (a pinned `lookup`), so a second DNS answer cannot
 *   swap in a private address between the check and the connect (DNS rebinding);
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked again;
 * - one deadline for the whole exchange, and at most `maxResponseBytes` of the body are read.
 * `allowedHosts` (OUTBOUND_ALLOWED_HOSTS) exempts exact host:port pairs from the address check: tests' local servers.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface OutboundPolicy {
  /** Lower-case host:port pairs ('127.0.0.1:4010', '[::1]:80', 'hooks.test:8080'). */
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxRedirects?: number;
  maxResponseBytes?: number;
  /** Replaceable in tests; the system resolver otherwise. */
  resolve?: Resolver;
}

export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, cut at maxResponseBytes. */
  body: Buffer;
  truncated: boolean;
  /** The URL that finally answered. */
  url: string;
}

/** The target was refused before any connection was made. */
export class OutboundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefusedError';
  }
}

/** The request was allowed but did not complete (network error, timeout, too many redirects). */
export class OutboundFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OutboundFailedError';
  }
}

const defaultMaxRedirects = 3;
const defaultMaxResponseBytes = 64 * 1024;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

const ipLiteralFamily = (host: string): 4 | 6 | null =>
  parseIpv4(host) !== null ? 4 : parseIpv6(host) !== null ? 6 : null;

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefusedError('Refused: not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefusedError(
      `Refused: only http and https URLs are allowed (got ${url.protocol.replace(/:$/, '')})`,
    );
  }
  if (url.username || url.password) throw new OutboundRefusedError('Refused: URLs with credentials are not allowed');
  return url;
}

/** host:port as OUTBOUND_ALLOWED_HOSTS spells it (IPv6 in brackets, the scheme's port when none is given). */
export const hostPortOf = (url: URL): string =>
  `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

/**
 * Checks one hop and returns the address to connect to. The URL parser has already normalised IPv4 spellings
 * (0x7f.1, 2130706433) to dotted quads, so literal addresses are classified as what they really are.
 */
export async function resolveTarget(url: URL, policy: OutboundPolicy): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = policy.allowedHosts.includes(hostPortOf(url));
  const literal = ipLiteralFamily(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch (error) {
      throw new OutboundFailedError(`Could not resolve ${host}`, { cause: error });
    }
    if (addresses.length === 0) throw new OutboundFailedError(`Could not resolve ${host}`);
  }
  if (!allowed) {
    // Every answer must be public: a name with one public and one private record is refused, not raced.
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) {
        const via = literal ? '' : ` (${host} resolves to ${address})`;
        throw new OutboundRefusedError(`Refused: ${reason} address${via}`);
      }
    }
  }
  return addresses[0]!;
}

/** Connects only to the checked address, whatever name the HTTP client asks for. */
const pinnedLookup =
  (target: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };

interface Hop {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function sendHop(
  hop: Hop,
  target: ResolvedAddress,
  signal: AbortSignal,
  maxBytes: number,
): Promise<OutboundResponse & { location?: string }> {
  return new Promise((resolve, reject) => {
    const client = hop.url.protocol === 'https:' ? https : http;
    const headers: Record<string, string> = { ...hop.headers };
    if (hop.body !== undefined) headers['content-length'] = String(Buffer.byteLength(hop.body));
    const request = client.request(
      {
        protocol: hop.url.protocol,
        hostname: hop.url.hostname.replace(/^\[|\]$/g, ''),
        port: hop.url.port || undefined,
        path: `${hop.url.pathname}${hop.url.search}`,
        method: hop.method,
        headers,
        lookup: pinnedLookup(target),
        signal,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (redirectStatuses.has(status) && location) {
          response.destroy();
          resolve({
            status,
            headers: response.headers,
            body: Buffer.alloc(0),
            truncated: false,
            url: hop.url.href,
            location,
          });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        const finish = (truncated: boolean) => {
          if (done) return;
          done = true;
          resolve({
            status,
            headers: response.headers,
            body: Buffer.concat(chunks).subarray(0, maxBytes),
            truncated,
            url: hop.url.href,
          });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size > maxBytes) {
            finish(true);
            response.destroy();
          }
        });
        response.on('end', () => finish(false));
        response.on('error', (error) => (done ? undefined : reject(error)));
      },
    );
    request.on('error', reject);
    request.end(hop.body);
  });
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  const code = (error as { code?: string }).code;
  if ((error as Error).name === 'AbortError' || code === 'ABORT_ERR') return `No answer within ${timeoutMs} ms`;
  if (code === 'ECONNREFUSED') return 'Connection refused';
  if (code === 'ECONNRESET') return 'Connection reset';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'Host unreachable';
  if (
    (typeof code === 'string' && code.startsWith('ERR_TLS')) ||
    code === 'CERT_HAS_EXPIRED' ||
    code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
  ) {
    return 'TLS certificate not accepted';
  }
  return `Network error${code ? ` (${code})` : ''}`;
}

/** Sends the request under the policy; throws OutboundRefusedError or OutboundFailedError, never reaches a refused host. */
export async function sendOutboundRequest(policy: OutboundPolicy, request: OutboundRequest): Promise<OutboundResponse> {
  const maxRedirects = policy.maxRedirects ?? defaultMaxRedirects;
  const maxBytes = policy.maxResponseBytes ?? defaultMaxResponseBytes;
  const signal = AbortSignal.timeout(policy.timeoutMs);
  const deadline = new Promise<never>((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(new OutboundFailedError(`No answer within ${policy.timeoutMs} ms`)), {
      once: true,
    });
  });
  deadline.catch(() => {});

  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  let hop: Hop = { url: parseTarget(request.url), method: request.method, headers, body: request.body };
  let previousHost: string | undefined;
  for (let redirects = 0; ; redirects += 1) {
    let target: ResolvedAddress;
    try {
      target = await Promise.race([resolveTarget(hop.url, policy), deadline]);
    } catch (error) {
      if (error instanceof OutboundRefusedError && previousHost) {
        throw new OutboundRefusedError(`${error.message}, after a redirect from ${previousHost}`);
      }
      throw error;
    }
    let response: Awaited<ReturnType<typeof sendHop>>;
    try {
      response = await Promise.race([sendHop(hop, target, signal, maxBytes), deadline]);
    } catch (error) {
      if (error instanceof OutboundFailedError) throw error;
      throw new OutboundFailedError(describeNetworkError(error, policy.timeoutMs), { cause: error });
    }
    if (!response.location) return response;
    if (redirects >= maxRedirects) throw new OutboundFailedError(`Too many redirects (more than ${maxRedirects})`);
    previousHost = hop.url.host;
    let next: URL;
    try {
      next = parseTarget(new URL(response.location, hop.url).href);
    } catch (error) {
      if (error instanceof OutboundRefusedError)
        throw new OutboundRefusedError(`${error.message}, after a redirect from ${previousHost}`);
      throw error;
    }
    // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
    const toGet =
      response.status === 303 || ((response.status === 301 || response.status === 302) && hop.method === 'POST');
    const nextHeaders = { ...hop.headers };
    if (toGet) {
      delete nextHeaders['content-type'];
      delete nextHeaders['x-orbit-signature'];
    }
    hop = { url: next, method: toGet ? 'GET' : hop.method, headers: nextHeaders, body: toGet ? undefined : hop.body };
  }
}
