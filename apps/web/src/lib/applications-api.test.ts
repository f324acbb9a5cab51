import { describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { ApiError } from './api-error.ts';
import { applyErrorToast } from './applications-api.ts';

describe('applyErrorToast', () => {
  it("toasts the server's message, else 'Failed to submit application'", () => {
    expect(applyErrorToast(new ApiError(409, { msg: messages.jobNoLongerOpen }))).toBe(messages.jobNoLongerOpen);
    expect(applyErrorToast(new ApiError(500, 'proxy error page'))).toBe('Failed to submit application');
    expect(applyErrorToast(new TypeError('Failed to fetch'))).toBe('Failed to submit application');
  });
});
