import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { preloadRoute } from './app/router.tsx';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root element missing from index.html');

// Some pages arrive with their first screen already drawn (prerender.tsx; the home page). React draws over it in its
// first pass, so that pass must be the page, not the spinner shown while the page's chunk loads: load it first.
const start = (container: HTMLElement) =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
if (root.hasChildNodes()) {
  void preloadRoute(window.location.pathname)
    .catch(() => undefined)
    .then(() => start(root));
} else {
  start(root);
}
