import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Control characters never belong in what people type, and PostgreSQL refuses NUL in text outright (a 500 before
 * this guard); nor do lone surrogates (below). Single-line values (query, path parameters, headers' text) may hold
 * none; texts in a body may hold tab, line feed and carriage return (a cover letter, a job description), nothing else
 * below U+0020, nor DEL.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notAllowedInLine = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above, less \t \n \r
const notAllowedInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- HTTP allows tab inside a header value, nothing else
const notAllowedInHeader = /[\u0000-\u0008\u000A-\u001F\u007F]/;

/**
 * Half a UTF-16 surrogate pair ("\ud800" in JSON) is no character: PostgreSQL refuses it in jsonb (a 500 before this
 * guard) and would store text holding it mangled. A whole pair (an emoji) is fine.
 */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper bodies than this are no form of ours; refused before anything walks them. */
export const maxInputDepth = 32;

export const notAllowedMessage = (field: string): string => `${field} contains characters that are not allowed`;

export type TextKind = 'line' | 'text';

export function hasForbiddenCharacters(value: string, kind: TextKind): boolean {
  return (kind === 'line' ? notAllowedInLine : notAllowedInText).test(value) || loneSurrogate.test(value);
}

/** Throws the 400 of the first string (or key) under `value` holding a character not allowed there. */
export function assertCleanInput(value: unknown, kind: TextKind, location: string): void {
  // Iterative, so a hostile nesting depth cannot overflow the stack before the depth check fires.
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current, kind)) refuse(path.length > 0 ? path.join('.') : location);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= maxInputDepth) {
      throw new AppError('VALIDATION', 'The request is nested too deeply', {
        errors: [{ msg: 'The request is nested too deeply', path: path.join('.') }],
      });
    }
    for (const [key, child] of Object.entries(current)) {
      // A key is named by where it sits, since the key itself is what cannot be printed.
      if (hasForbiddenCharacters(key, 'line')) refuse(path.length > 0 ? path.join('.') : location);
      pending.push({ value: child, path: [...path, key] });
    }
  }
}

function refuse(field: string): never {
  const msg = notAllowedMessage(field);
  throw new AppError('VALIDATION', msg, { errors: [{ msg, path: field }] });
}

/** Header values the app reads or stores as text (the session's user agent); the HTTP parser already refuses NUL. */
const textHeaders = ['user-agent', 'authorization', 'accept-language', 'referer'];

const guardRequest: preValidationHookHandler = async (request: FastifyRequest) => {
  for (const name of textHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string' && notAllowedInHeader.test(value)) refuse(`${name} header`);
  }
  assertCleanInput(request.params, 'line', 'params');
  assertCleanInput(request.query, 'line', 'query');
  // Multipart bodies are read in the handler; lib/uploads.ts checks their fields as it reads them.
  if (!request.isMultipart()) assertCleanInput(request.body, 'text', 'body');
};

/**
 * Pages, built files and feeds read nothing from their query (the page's head reads a clean one only), but a path
 * holding such characters names no page and no file: it gets the not-found handler (the web app's 404), not JSON.
 */
const guardPage: preValidationHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
  try {
    assertCleanInput(request.params, 'line', 'params');
  } catch {
    reply.callNotFound();
    return reply;
  }
};

export interface RouteSummary {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
}

const routesByApp = new WeakMap<FastifyInstance, RouteSummary[]>();

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Adds the guard to every route registered after it, after the route's own preValidation (the access policy
 * answers 401/403 first, whatever the body), before schema validation. Keeps the list of routes for the fuzz test.
 * JSON errors are for the API: other addresses (pages, built files, feeds) get `guardPage`, so a page address always
 * answers with the web app, which shows the page or its 404.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const routes: RouteSummary[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const own = route.preValidation;
    const guard = isApiRoute(route.url) ? guardRequest : guardPage;
    route.preValidation = own === undefined ? [guard] : [...(Array.isArray(own) ? own : [own]), guard];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}

/** Every route the app registered after `registerInputGuard` (HEAD twins included). */
export const registeredRoutes = (app: FastifyInstance): readonly RouteSummary[] => routesByApp.get(app) ?? [];
