import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../components/spinner.tsx';
import { useToasts } from '../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { ToastList } from './toast-list.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/** Loaded only for the few users who have a new version of the terms to accept, so it costs nobody else a byte. */
const TermsUpdateDialog = lazy(async () => ({
  default: (await import('../info-pages.ts')).TermsUpdateDialog,
}));

/** Spec section 2: the sign-in screens show neither header nor footer. */
const bareScreens = new Set(['/login', '/register', '/verification-sent']);

export function RootLayout() {
  const { pathname } = useLocation();
  const bare = bareScreens.has(pathname);
  const { user } = useAuth();
  useScrollRestoration();
  // A new page starts without the previous page's toasts (lib/toasts/page-change.ts); filters and paging are not a new page.
  const { pageChanged } = useToasts();
  useEffect(() => pageChanged(), [pathname, pageChanged]);
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
        {/* Errors render inside the layout, so header and footer stay usable; a new page starts without them. */}
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!bare && <Footer />}
      <ToastList />
      {user?.needsTermsAcceptance && (
        <Suspense fallback={null}>
          <TermsUpdateDialog />
        </Suspense>
      )}
    </div>
  );
}
