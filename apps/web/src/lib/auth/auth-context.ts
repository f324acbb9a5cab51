import { createContext, useContext } from 'react';
import type { User } from '@orbit/shared/auth-contracts';

/** Spec section 3 "Client state / auth": token, isAuthenticated (null = not known yet), loading, user. */
export interface AuthState {
  token: string | null;
  isAuthenticated: boolean | null;
  loading: boolean;
  user: User | null;
  /**
   * Where a sign-out the person asked for (logging out, deleting the account) sends a page behind login; null (any
   * other end of the session: a refused token) sends it to log in again.
   */
  leftFor: string | null;
  /**
   * False while the server renders a page and during the browser's first pass over it (hydration), which must draw
   * the visitor's page the server drew: who is looking is not known yet. Parts that act for a person (the apply area)
   * wait for it rather than offer a visitor's button a signed-in seeker could press before their session is read.
   */
  sessionRead: boolean;
}

export interface AuthContextValue extends AuthState {
  /** Stores a token from POST /users/login, loads the user and only then reports "signed in". */
  login: (token: string) => Promise<User>;
  /** Ends the server session (a failure is ignored), then forgets everything locally; `leaveFor`: see `leftFor`. */
  logout: (leaveFor?: string) => Promise<void>;
  /** Replaces the cached user with a fresher copy returned by an update call. */
  setUser: (user: User) => void;
  /** Keeps the session going with the token a password change returned (the old one is revoked). */
  replaceToken: (token: string) => void;
  /** Forgets the session locally without calling the server (token known to be dead); `leaveFor`: see `leftFor`. */
  clearSession: (leaveFor?: string) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For pages behind <RequireAuth>, which only renders them once the user is loaded. */
export function useSignedInUser(): User {
  const { user } = useAuth();
  if (!user) throw new Error('useSignedInUser is only for pages behind <RequireAuth>');
  return user;
}
