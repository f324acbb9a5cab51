import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { loginPathFor } from '../lib/return-url.ts';
import { useAuth } from '../lib/auth/auth-context.ts';

/**
 * Routes behind login: a spinner while the session is checked, else /login?returnUrl=<this page> — or, when the page
 * on screen was signed out on purpose (auth-context.ts `leftFor`), where the person was going. A guard that never saw
 * the session (a protected address opened later) sends to log in, whatever came before.
 */
export function RequireAuth() {
  const { loading, isAuthenticated, leftFor } = useAuth();
  const location = useLocation();
  // Information from earlier renders, kept as React documents it: set while rendering, re-rendered at once.
  const [sawSession, setSawSession] = useState(false);
  if (isAuthenticated && !sawSession) setSawSession(true);
  if (loading) return <PageSpinner label="Loading your account..." />;
  if (!isAuthenticated) {
    if (leftFor && sawSession) return <Navigate to={leftFor} replace />;
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(here)} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
