import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@orbit/shared/auth-contracts';
import { ApiError, errorMessages, isApiError, readErrorResponse } from './api-error.ts';

const texts = { fallback: 'Invalid credentials', unexpected: 'An unexpected error occurred' };

describe('ApiError', () => {
  it('parses the API error body', () => {
    const error = new ApiError(429, { msg: 'Too many', retryAfterSeconds: 30 });
    expect(error.status).toBe(429);
    expect(error.msg).toBe('Too many');
    expect(error.errors).toEqual([]);
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('keeps an empty message for a body that is not the API shape', () => {
    const error = new ApiError(502, '<html>Bad gateway</html>');
    expect(error.msg).toBe('');
    expect(error.message).toContain('502');
  });
});

describe('readErrorResponse', () => {
  // The hand-written reader must read exactly what the shared schema reads (it stands in for it in the shell).
  const bodies: unknown[] = [
    { msg: 'Too many', retryAfterSeconds: 30 },
    { msg: 'Bad', errors: [{ msg: 'Please enter a valid email address', path: 'email' }] },
    { msg: 'Bad', errors: [{ msg: 'x', path: 'email', extra: true }], other: 1 },
    { msg: '' },
    { msg: 'x', errors: [] },
    { msg: 'x', errors: [{ msg: 'no path' }] },
    { msg: 'x', errors: 'not a list' },
    { msg: 'x', errors: null },
    { msg: 'x', retryAfterSeconds: '30' },
    { msg: 'x', retryAfterSeconds: null },
    { msg: 42 },
    { errors: [] },
    [],
    ['msg'],
    'Bad gateway',
    '',
    null,
    undefined,
    0,
  ];
  it.each(bodies.map((body) => [JSON.stringify(body) ?? String(body), body]))(
    'agrees with errorResponseSchema on %s',
    (_label, body) => {
      const parsed = errorResponseSchema.safeParse(body);
      expect(readErrorResponse(body)).toEqual(parsed.success ? parsed.data : undefined);
    },
  );
});

describe('errorMessages', () => {
  it('lists each field error message once', () => {
    const error = new ApiError(400, {
      msg: 'first',
      errors: [
        { msg: 'Please enter a valid email address', path: 'email' },
        { msg: 'Please enter a valid phone number', path: 'phone' },
        { msg: 'Please enter a valid phone number', path: 'phone' },
      ],
    });
    expect(errorMessages(error, texts)).toEqual([
      'Please enter a valid email address',
      'Please enter a valid phone number',
    ]);
  });

  it('uses the server message when there are no field errors', () => {
    expect(errorMessages(new ApiError(400, { msg: 'User already exists' }), texts)).toEqual(['User already exists']);
  });

  it('falls back to the screen default when the server said nothing usable', () => {
    expect(errorMessages(new ApiError(500, null), texts)).toEqual(['Invalid credentials']);
  });

  it('uses the unexpected text for network and other failures', () => {
    expect(errorMessages(new TypeError('Failed to fetch'), texts)).toEqual(['An unexpected error occurred']);
    expect(errorMessages(undefined, texts)).toEqual(['An unexpected error occurred']);
  });
});

describe('isApiError', () => {
  it('matches the status when given', () => {
    const error = new ApiError(403, { msg: 'x' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 403)).toBe(true);
    expect(isApiError(error, 401)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });
});
