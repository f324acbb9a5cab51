import { tokenStorageKey } from '@orbit/shared/options';

/**
 * The session token lives in localStorage under 'token' (spec section 9). Access is wrapped because
 * storage can throw (private mode, disabled storage); a failure then behaves like "no token".
 */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(tokenStorageKey, token);
  } catch {
    // Without storage the session lasts until the tab reloads; nothing else to do.
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(tokenStorageKey);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
