import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { readToken } from './auth-storage.ts';

const apiBase = '/api';

let unauthorizedListener: (() => void) | null = null;

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;
let fetcher: Fetcher = (url, init) => fetch(url, init);

/**
 * Where requests go: the network in the browser. The server's page renderer (entry-server.tsx) answers them
 * in-process instead, from the same domain functions as the API, so a page's HTML holds what the API would send.
 */
export function answerRequestsWith(next: Fetcher): void {
  fetcher = next;
}

/**
 * Lets the session provider hear about a 401 on any call made with a token (spec section 4: any
 * auth failure ends the session silently). One listener: there is one session.
 */
export function setUnauthorizedListener(listener: (() => void) | null): void {
  unauthorizedListener = listener;
}

interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends one request to a path under /api, attaching the bearer token when one is stored. */
async function send(url: string, options: SendOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  // The JSON content type goes only with a JSON body: the server refuses an empty body labelled JSON.
  if (options.json !== undefined) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetcher(url, {
    method: options.method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.formData,
    signal: options.signal,
  });
  if (!response.ok) {
    const body = await readBody(response);
    if (response.status === 401 && token) unauthorizedListener?.();
    throw new ApiError(response.status, body, response.statusText);
  }
  return response;
}

/**
 * The contract an answer is checked against: a zod schema, or a loader of one. Screens of a first visit (/ and
 * /jobs, the session check) pass loaders, so zod and the contracts arrive in their own chunk, fetched while the
 * request is under way, instead of in the JavaScript every first visit waits for (≤ 120 KB gzip).
 */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

async function request<T>(path: string, schema: AnswerSchema<T>, options: SendOptions): Promise<T> {
  const [response, contract] = await Promise.all([
    send(`${apiBase}${path}`, options),
    typeof schema === 'function' ? schema() : schema,
  ]);
  // Answers are checked against the shared contract, so a mismatch fails loudly here, not in a component.
  return contract.parse(await readBody(response));
}

export const apiClient = {
  get: <T>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal) =>
    request(path, schema, { method: 'GET', signal }),
  post: <T>(path: string, schema: AnswerSchema<T>, json?: unknown) => request(path, schema, { method: 'POST', json }),
  put: <T>(path: string, schema: AnswerSchema<T>, json: unknown) => request(path, schema, { method: 'PUT', json }),
  patch: <T>(path: string, schema: AnswerSchema<T>, json: unknown) => request(path, schema, { method: 'PATCH', json }),
  putForm: <T>(path: string, schema: AnswerSchema<T>, formData: FormData) =>
    request(path, schema, { method: 'PUT', formData }),
  postForm: <T>(path: string, schema: AnswerSchema<T>, formData: FormData) =>
    request(path, schema, { method: 'POST', formData }),
  delete: <T>(path: string, schema: AnswerSchema<T>) => request(path, schema, { method: 'DELETE' }),
  /**
   * The raw body text of a successful GET, for screens whose spec reads the answer as text and parses it
   * themselves (so a malformed body gets that screen's own "failed to parse" message). Errors throw ApiError.
   */
  getText: async (path: string, signal?: AbortSignal): Promise<string> =>
    (await send(`${apiBase}${path}`, { method: 'GET', signal })).text(),
};

/**
 * Downloads a protected file (`/api/files/<id>`, as found in user.resumeUrl / profilePictureUrl).
 * Only same-site /api paths are accepted so the bearer token never goes to another host.
 */
export async function fetchAuthorizedBlob(fileUrl: string, signal?: AbortSignal): Promise<Blob> {
  if (!fileUrl.startsWith(`${apiBase}/`) || fileUrl.startsWith('//')) {
    throw new Error(`Refusing to send credentials to ${fileUrl}`);
  }
  const response = await send(fileUrl, { method: 'GET', signal });
  return response.blob();
}
