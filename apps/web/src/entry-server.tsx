import { dehydrate, QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadPageData, type ArrivedPage } from './app/page-data.ts';
import { AppProviders } from './app/providers/app-providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { isApiError } from './lib/api-error.ts';

export { answerRequestsWith } from './lib/api-client.ts';
export { sanitiseOnServerWith } from './lib/sanitise-html.ts';

/**
 * The server's side of the web app (built by scripts/build-web.ts with Vite's SSR build, imported by the server's
 * features/seo): the public catalogue pages rendered with their data, for visitors, bots and link previews alike.
 * The server answers the pages' API requests in-process (`answerRequestsWith`), so the data is the API's own.
 */

export interface RenderedPage {
  /** The page's markup, for inside #root. */
  html: string;
  /**
   * The queries it was rendered with, for the browser to hydrate with; null when one failed: the page then shows its
   * error state, and the browser draws the page afresh (and asks again) rather than hydrate a failure.
   */
  arrived: ArrivedPage | null;
  /** The worst status among the page's failed requests (500 for one that got no answer), or null. */
  failedStatus: number | null;
  /** What threw while rendering (its part of the page is left for the browser to draw). */
  errors: string[];
}

/** Renders the page at `url` (path and query), or null when it is not a page the server renders. */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const address = new URL(url, 'http://page');
  // One attempt: a page is never held back by retries; the browser tries again when it draws a failed page afresh.
  const loader = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [known] = await Promise.all([loadPageData(loader, address), preloadRoute(address.pathname)]);
  if (!known) return null;
  const failures = loader
    .getQueryCache()
    .getAll()
    .flatMap(({ state }) => (state.status === 'error' ? [isApiError(state.error) ? state.error.status : 500] : []));
  // The failed queries too, so the page renders its own error state (a query missing from the cache would show
  // its loading state instead); the browser gets them only when none failed.
  const arrived: ArrivedPage = {
    state: dehydrate(loader, { shouldDehydrateQuery: () => true }),
    renderedAt: Date.now(),
  };
  // Rendered whole before the first byte: every Suspense boundary (a chunk loading) is resolved and written in place,
  // never sent later with the inline script that would put it there (the Content-Security-Policy allows none).
  const errors: string[] = [];
  const { prelude } = await prerender(
    <AppProviders arrived={arrived} onServer>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that throws leaves its boundary for the browser to draw; the server logs why.
      onError: (error) => {
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
      },
    },
  );
  const html = await new Response(prelude).text();
  return {
    html,
    arrived: failures.length > 0 ? null : arrived,
    failedStatus: failures.length > 0 ? Math.max(...failures) : null,
    errors,
  };
}
