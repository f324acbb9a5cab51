import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { ToastsProvider } from './lib/toasts/toasts-provider.tsx';
import { AuthContext, type AuthContextValue } from './lib/auth/auth-context.ts';

/**
 * The first screen of a page, drawn at build time (scripts/build-web.ts) so the server can send it inside #root and a
 * visitor on a slow connection sees the page's heading before the JavaScript has arrived (the target: the home page's
 * heading within 3 s on slow 4G). Nothing here is loaded yet: queries stay pending (their skeletons show) and the
 * session is "being checked", so the header shows neither the sign-in buttons nor a user. The browser's first React
 * pass replaces it with the live page (main.tsx).
 */

const sessionBeingChecked: AuthContextValue = {
  token: null,
  user: null,
  isAuthenticated: null,
  loading: true,
  leftFor: null,
  login: () => Promise.reject(new Error('not in a prerender')),
  logout: () => Promise.resolve(),
  setUser: () => undefined,
  replaceToken: () => undefined,
  clearSession: () => undefined,
};

function PrerenderProviders({ children }: { children: ReactNode }) {
  // No fetching at build time: every query renders its loading state.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ToastsProvider>
        <AuthContext value={sessionBeingChecked}>{children}</AuthContext>
      </ToastsProvider>
    </QueryClientProvider>
  );
}

export async function renderFirstScreen(url: string): Promise<string> {
  // Loaded first, so nothing suspends: a boundary that did would be sent as a fallback plus an inline script.
  await preloadRoute(new URL(url, 'http://localhost').pathname);
  const { prelude } = await prerenderToNodeStream(
    <PrerenderProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </PrerenderProviders>,
    // Never outline a large Suspense boundary into a later segment: that needs an inline script to put it back.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
