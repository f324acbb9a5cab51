import { offlineMarkerHtml } from './offline-pages.ts';

const reloadedAtKey = 'orbit:reloaded-for-new-build';

/** The marker a page as last seen carries (sw.ts), also shown while the running app has lost the network. */
function showOfflineMarker(): void {
  if (!document.querySelector('[data-offline-marker]'))
    document.body.insertAdjacentHTML('afterbegin', offlineMarkerHtml);
}

function hideOfflineMarker(): void {
  document.querySelector('[data-offline-marker]')?.remove();
}

/**
 * On a first visit, the page's own data is still on its way when the load event fires (the app asks for it once its
 * scripts run); the worker's install downloads the whole build (some 300 KB), which on a slow link would share the
 * bandwidth with that data. So it waits a little past load.
 */
const registerAfterLoadMs = 2000;

/**
 * Registers the service worker (sw.ts) after the page has loaded, so its precaching does not compete with the first
 * visit's own downloads. Production builds only: `npm run dev` serves no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined), registerAfterLoadMs);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });

  window.addEventListener('offline', showOfflineMarker);
  // Back online, the app refetches its data (TanStack Query refetches on reconnect): the page is live again.
  window.addEventListener('online', hideOfflineMarker);

  // A screen's chunk that is gone: a new build was deployed while this page was open, and its worker took over.
  // Reload once into the new build rather than show an error; never in a loop, never offline (the chunk is
  // simply not on this device yet, and the page says so).
  window.addEventListener('vite:preloadError', () => {
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(reloadedAtKey) ?? 0);
    if (Date.now() - last < 30_000) return;
    sessionStorage.setItem(reloadedAtKey, String(Date.now()));
    window.location.reload();
  });
}
