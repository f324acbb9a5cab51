import { messages } from '@orbit/shared/messages';
import { passwordMinLength } from '@orbit/shared/options';

/** Mirrors the server's cap so a too-long password is refused before the round trip. */
const passwordMaxLength = 200;

/**
 * The client checks for a new password and its confirmation, in the order of spec section 5:
 * matching first, then the minimum length. Returns the message to show, or null when fine.
 */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (password !== confirmation) return messages.passwordsDoNotMatch;
  if (password.length < passwordMinLength) return messages.passwordTooShort;
  if (password.length > passwordMaxLength) return messages.passwordTooLong;
  return null;
}

/** True when any of the values is empty or only spaces. */
export function anyBlank(values: readonly string[]): boolean {
  return values.some((value) => value.trim() === '');
}
