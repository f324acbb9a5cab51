import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers every response carries (page, API, file, static asset, error, 404), listed in SECURITY.md.
 *
 * The Content-Security-Policy allows only this origin's scripts and styles: the built web app has no inline script
 * or style (React's `style` props are set through the CSSOM, which CSP does not govern). Images may come from
 * anywhere over https (imported jobs carry remote company logos), from data: URLs and from blob: URLs (the logo
 * preview before upload). A page whose head carries JSON-LD adds that script's sha256 (`pagePolicy`).
 */
const baseDirectives: [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob: https:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['media-src', "'none'"],
  ['object-src', "'none'"],
  ['frame-src', "'none'"],
  ['worker-src', "'self'"],
  ['manifest-src', "'self'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

export interface PolicyOptions {
  /** Inline <script> bodies the page carries (JSON-LD), allowed by their hash. */
  inlineScripts?: string[];
  /** Served over HTTPS: browsers also upgrade any http: subresource. */
  https?: boolean;
}

export const scriptHash = (body: string): string =>
  `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`;

export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const hashes = (options.inlineScripts ?? []).map(scriptHash);
  const directives = baseDirectives.map(([name, value]) =>
    name === 'script-src' && hashes.length > 0 ? `${name} ${value} ${hashes.join(' ')}` : `${name} ${value}`,
  );
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * Browser features the app never uses, refused for it and anything it could embed. Only names browsers know: an
 * unknown one (Chromium does not know 'bluetooth') changes nothing and prints a console warning on every page.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/** One year; sent only when the public address is https (see `registerSecurityHeaders`). */
export const strictTransportSecurity = 'max-age=31536000';

export interface SecurityHeaderOptions {
  /**
   * True when PUBLIC_URL is https. The app is usually behind a TLS-terminating proxy and does not trust
   * X-Forwarded-Proto (trustProxy is off), so the operator's declared public address decides, not the request.
   */
  https: boolean;
}

/** HSTS and upgrade-insecure-requests follow the public address the operator declared. */
export const servedOverHttps = (publicUrl: string): boolean => publicUrl.startsWith('https://');

/** The headers of every answer, for this deployment. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ https: options.https }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Legacy twin of frame-ancestors 'none', for browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.https ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
  };
}

/**
 * Sets the headers on every answer, in onSend: routes, the error handler, the 404 handler and @fastify/static all
 * send through it. A header a response already carries is kept: a page with JSON-LD sets its own policy
 * (`pagePolicy`). The one answer that bypasses hooks, a URL Fastify cannot decode, is `badUrlHandler`'s.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode ('%ED%A0%80') or a path parameter past its length limit
 * is answered before routing and without hooks, so this answer sets the headers itself.
 */
export function badUrlHandler(options: SecurityHeaderOptions) {
  const headers = securityHeaders(options);
  return (error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply): void => {
    const status = error.statusCode === 414 ? 414 : 400;
    void reply.headers(headers).status(status).send({ msg: 'This address is not valid' });
  };
}

/** The policy of one page: the base policy plus the hashes of the inline scripts (JSON-LD) its head carries. */
export function pagePolicy(reply: FastifyReply, publicUrl: string, inlineScripts: string[]): FastifyReply {
  return reply.header(
    'Content-Security-Policy',
    contentSecurityPolicy({ inlineScripts, https: servedOverHttps(publicUrl) }),
  );
}
