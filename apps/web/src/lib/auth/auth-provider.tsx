import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { setUnauthorizedListener } from '../api-client.ts';
import { isApiError } from '../api-error.ts';
import { readToken, removeToken, storeToken } from '../auth-storage.ts';
import { currentUserQueryKey, fetchCurrentUser, logoutRequest } from '../session-api.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';

/**
 * The session of spec section 4: a stored token is checked at start by loading the user; a 401 on
 * any call, or a failed first load, removes the token and signs out silently. The user itself lives
 * in the TanStack Query cache so pages read and refresh it like any other server data.
 */
export function AuthProvider({
  children,
  readStoredTokenAfterHydration = false,
}: {
  children: ReactNode;
  /**
   * A page the server rendered for a visitor is hydrated as a visitor's (its HTML must match the first pass); a
   * stored token is read right after, before the browser paints, and the signed-in parts fill in.
   */
  readStoredTokenAfterHydration?: boolean;
}) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => (readStoredTokenAfterHydration ? null : readToken()));
  const [readStoredToken] = useState(readStoredTokenAfterHydration);
  const [sessionRead, setSessionRead] = useState(!readStoredTokenAfterHydration);
  useLayoutEffect(() => {
    const stored = readStoredToken ? readToken() : null;
    // Storage is read once, right after hydration, whose pass had to draw the visitor's page the server drew.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- before the first paint: no visitor state is seen
    if (stored !== null) setToken(stored);
    setSessionRead(true);
  }, [readStoredToken]);
  const [leftFor, setLeftFor] = useState<string | null>(null);

  const clearSession = useCallback(
    (leaveFor?: string) => {
      // Order of the spec: the profile first, then the auth state, then the stored token.
      queryClient.clear();
      // A navigation is a transition under <BrowserRouter>: while the next page's chunk loads, the protected page stays
      // on screen and sees the session end, and its guard must send it where the person was going, not to /login.
      setLeftFor(leaveFor ?? null);
      setToken(null);
      removeToken();
    },
    [queryClient],
  );

  const userQuery = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    enabled: token !== null,
    // No answer at all (offline, or the page unloading mid-request) is retried before giving up,
    // so leaving the page while the user loads does not sign anyone out.
    retry: (failureCount, error) => !isApiError(error) && failureCount < 2,
    staleTime: 5 * 60_000,
  });

  useEffect(() => {
    setUnauthorizedListener(clearSession);
    // Reacts to the final failure of a user load (after retries; a cancelled load is no failure).
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey.join('/') !== currentUserQueryKey.join('/')) return;
      // A failed refetch of an already loaded user keeps the session unless the token is refused.
      if (isApiError(event.action.error, 401) || event.query.state.data === undefined) clearSession();
    });
    return () => {
      setUnauthorizedListener(null);
      unsubscribe();
    };
  }, [queryClient, clearSession]);

  const login = useCallback(
    async (newToken: string): Promise<User> => {
      storeToken(newToken);
      try {
        const user = await queryClient.fetchQuery({ queryKey: currentUserQueryKey, queryFn: () => fetchCurrentUser() });
        setToken(newToken);
        return user;
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient, clearSession],
  );

  const logout = useCallback(
    async (leaveFor?: string) => {
      try {
        await logoutRequest();
      } catch {
        // The spec ignores a failed logout call: the local session ends either way.
      }
      clearSession(leaveFor);
    },
    [clearSession],
  );

  const setUser = useCallback((user: User) => queryClient.setQueryData(currentUserQueryKey, user), [queryClient]);

  const replaceToken = useCallback((newToken: string) => {
    storeToken(newToken);
    setToken(newToken);
  }, []);

  const user = token !== null ? (userQuery.data ?? null) : null;
  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      user,
      leftFor,
      isAuthenticated: token === null ? false : user ? true : null,
      loading: token !== null && user === null,
      sessionRead,
      login,
      logout,
      setUser,
      replaceToken,
      clearSession,
    }),
    [token, user, leftFor, sessionRead, login, logout, setUser, replaceToken, clearSession],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
