import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { loginPathFor } from '../lib/return-url.ts';
import { useAuth } from '../lib/auth/auth-context.ts';

/** Routes behind login: a spinner while the session is checked, else /login?returnUrl=<this page>. */
export function RequireAuth() {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner label="Loading your account..." />;
  if (!isAuthenticated) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(here)} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
