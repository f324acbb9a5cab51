import type { ErrorResponse } from '@orbit/shared/auth-contracts';

type FieldError = NonNullable<ErrorResponse['errors']>[number];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.msg === 'string' && typeof value.path === 'string';

/**
 * An error answer read as `errorResponseSchema` (auth-contracts) reads it, without zod: error answers reach every
 * screen, including the first one, whose JavaScript is kept free of zod (the first-load budget).
 * api-error.test.ts checks it agrees with the schema. Undefined when the body is not the API's shape.
 */
export function readErrorResponse(body: unknown): ErrorResponse | undefined {
  if (!isRecord(body) || typeof body.msg !== 'string') return undefined;
  const { errors, retryAfterSeconds } = body;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFieldError))) return undefined;
  if (retryAfterSeconds !== undefined && typeof retryAfterSeconds !== 'number') return undefined;
  return {
    msg: body.msg,
    ...(errors !== undefined && { errors: errors.map(({ msg, path }) => ({ msg, path })) }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}

/** An HTTP error answer from the API, with the `{ msg, errors?, retryAfterSeconds? }` body parsed. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's message; empty when the body was not the API's JSON shape (e.g. a proxy page). */
  readonly msg: string;
  readonly errors: FieldError[];
  readonly retryAfterSeconds: number | undefined;
  /** The HTTP reason phrase ('Bad Request'); empty over HTTP/2 or when unknown. */
  readonly statusText: string;

  constructor(status: number, body: unknown, statusText = '') {
    const parsed = readErrorResponse(body);
    const msg = parsed?.msg ?? '';
    super(msg || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.msg = msg;
    this.errors = parsed?.errors ?? [];
    this.retryAfterSeconds = parsed?.retryAfterSeconds;
  }
}

/**
 * The texts to show for a failed call, following spec section 8: each server field error, else the
 * server message, else the screen's default; anything that is not an API answer (offline, a
 * malformed response) gets the screen's "unexpected" text.
 */
export function errorMessages(error: unknown, texts: { fallback: string; unexpected: string }): string[] {
  if (!(error instanceof ApiError)) return [texts.unexpected];
  const fieldMessages = [...new Set(error.errors.map((e) => e.msg).filter(Boolean))];
  if (fieldMessages.length > 0) return fieldMessages;
  return [error.msg || texts.fallback];
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);
