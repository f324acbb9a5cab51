import type { User } from '@orbit/shared/auth-contracts';
import { dataRightsMessages, type DeleteAccountInput } from '@orbit/shared/data-rights-contracts';
import { securityMessages } from '@orbit/shared/security-contracts';

/** What the delete-account dialog asks: the password, or (an account made through Google) the address and any code. */
export type DeleteConfirmationKind = 'password' | 'email' | 'email-and-code';

export const deleteConfirmationKind = (user: Pick<User, 'hasPassword' | 'twoFactorEnabled'>): DeleteConfirmationKind =>
  user.hasPassword ? 'password' : user.twoFactorEnabled ? 'email-and-code' : 'email';

export interface DeleteConfirmationValues {
  password: string;
  email: string;
  code: string;
}

/**
 * The request for what was typed, or the messages to show first. Only the fields the kind asks are sent; the address
 * is compared by the server (the dialog does not hint at it, so it is typed out, not clicked through).
 */
export function deleteConfirmationRequest(
  kind: DeleteConfirmationKind,
  values: DeleteConfirmationValues,
): { input: DeleteAccountInput } | { errors: string[] } {
  if (kind === 'password')
    return values.password
      ? { input: { password: values.password } }
      : { errors: [dataRightsMessages.passwordRequired] };
  const email = values.email.trim();
  const code = values.code.trim();
  const errors = [
    ...(email ? [] : [dataRightsMessages.emailRequired]),
    ...(kind === 'email-and-code' && !code ? [securityMessages.codeRequired] : []),
  ];
  if (errors.length > 0) return { errors };
  return { input: kind === 'email-and-code' ? { email, code } : { email } };
}
