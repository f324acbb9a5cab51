import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSpinner } from '../../components/spinner.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { AlertList } from './alert-list.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Loaded only for the few users who have a new version of the terms to accept, so it costs nobody else a byte. */
const TermsUpdateDialog = lazy(async () => ({
  default: (await import('../../features/legal/pages/legal-pages.ts')).TermsUpdateDialog,
}));

/** Spec section 2: the sign-in screens show neither header nor footer. */
const bareScreens = new Set(['/login', '/register', '/verification-sent']);

export function RootLayout() {
  const { pathname } = useLocation();
  const bare = bareScreens.has(pathname);
  const { user } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      {!bare && (
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
      )}
      {!bare && <Header />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      {!bare && <Footer />}
      <AlertList />
      {user?.needsTermsAcceptance && (
        <Suspense fallback={null}>
          <TermsUpdateDialog />
        </Suspense>
      )}
      {/* A page loaded from the address bar has the key 'default' whatever its URL; keyed by its address instead, so a fresh
          load does not inherit the previous document's scroll offset (a reload still restores its own). */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname + location.search : location.key)} />
    </div>
  );
}
