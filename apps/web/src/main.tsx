import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import type { ArrivedPage } from './app/page-data.ts';
import { preloadRoute } from './app/router.tsx';
import './index.css';
import { registerServiceWorker } from './service-worker/register.ts';

registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// React draws over a page the server sent without data in its first pass, so that pass must be the page, not the
// spinner shown while the page's chunk loads: load it first.
const start = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// A page the server rendered with its data (entry-server.tsx) comes with that data: React hydrates the markup with it,
// asking the API for none of it. The page's chunk is loaded first, so hydration does not wait on it.
const arrived = document.getElementById('page-data')?.textContent;
if (arrived) {
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() =>
      hydrateRoot(
        root,
        <StrictMode>
          <App arrived={JSON.parse(arrived) as ArrivedPage} />
        </StrictMode>,
      ),
    );
} else if (root.hasChildNodes()) {
  // A page rendered without data to hydrate (one whose data failed to load shows its error state): drawn afresh.
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => start(root));
} else {
  start(root);
}
