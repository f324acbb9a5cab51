import { describe, expect, it } from 'vitest';
import { dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';
import { deleteConfirmationKind, deleteConfirmationRequest } from './delete-confirmation.ts';

const blank = { password: '', email: '', code: '' };

describe('the delete-account confirmation', () => {
  it('asks for the password when the account has one, the address (and a code with two-step on) when not', () => {
    expect(deleteConfirmationKind({ hasPassword: true, twoFactorEnabled: true })).toBe('password');
    expect(deleteConfirmationKind({ hasPassword: false, twoFactorEnabled: false })).toBe('email');
    expect(deleteConfirmationKind({ hasPassword: false, twoFactorEnabled: true })).toBe('email-and-code');
  });

  it('sends only what the kind asks, and says what is missing first', () => {
    expect(deleteConfirmationRequest('password', blank)).toEqual({ errors: [dataRightsMessages.passwordRequired] });
    expect(deleteConfirmationRequest('password', { ...blank, password: 'secret', email: 'a@b.c' })).toEqual({
      input: { password: 'secret' },
    });
    expect(deleteConfirmationRequest('email', { ...blank, password: 'secret' })).toEqual({
      errors: [dataRightsMessages.emailRequired],
    });
    expect(deleteConfirmationRequest('email', { ...blank, email: ' a@b.c ', code: '123456' })).toEqual({
      input: { email: 'a@b.c' },
    });
    expect(deleteConfirmationRequest('email-and-code', blank)).toEqual({
      errors: [dataRightsMessages.emailRequired, securityMessages.codeRequired],
    });
    expect(deleteConfirmationRequest('email-and-code', { ...blank, email: 'a@b.c', code: ' 123 456 ' })).toEqual({
      input: { email: 'a@b.c', code: '123 456' },
    });
  });
});
