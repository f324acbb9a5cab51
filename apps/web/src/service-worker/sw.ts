/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { markAsLastSeen, offlineFallbackPage, pageTitle, type SavedPage } from './offline-pages.ts';
import { isPublicDataRequest, lastSeenPagesCache, publicDataCache, publicDataCacheKey } from './routes.ts';

/**
 * The service worker (ADR 0012), built by vite-plugin-pwa into dist/sw.js with the build's file list in place of
 * `self.__WB_MANIFEST`.
 * - The build's scripts, styles and icons are precached when the worker installs and answered from the cache.
 * - Pages: the network first; if it fails, or is silent for 3 s, the page as last seen on this device, marked as
 *   such; a page never seen answers a small offline page, never the browser's error page.
 * - Public catalogue data (GET, no Authorization header): the network first, the last answer when it fails.
 *   Anything sent with a token is not routed here at all: it goes to the network and is never stored.
 * - A new build's worker takes over as soon as it has precached the whole build (skipWaiting + clientsClaim), and
 *   its activation deletes the files of the build before: each build's files are one set, never mixed.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const buildFiles = self.__WB_MANIFEST;
const stylesheet = buildFiles
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .find((url) => /^assets\/.+\.css$/.test(url));

self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(buildFiles);
// The page request starts while the worker boots, instead of after it (a second visit's head start).
enableNavigationPreload();

/** A whole, successful answer of the kind expected, or nothing kept. */
const keepOnly = (contentType: string): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && (response.headers.get('Content-Type') ?? '').startsWith(contentType) ? response : null,
});

/** A page as last seen carries the marker; its length and encoding are the new body's. */
const markedWhenFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    return new Response(markAsLastSeen(await cachedResponse.text()), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: lastSeenPagesCache,
    networkTimeoutSeconds: 3,
    plugins: [
      keepOnly('text/html'),
      markedWhenFromCache,
      new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    url.origin === self.location.origin && isPublicDataRequest(request.method, url.pathname, request.headers),
  new NetworkFirst({
    cacheName: publicDataCache,
    networkTimeoutSeconds: 4,
    plugins: [
      keepOnly('application/json'),
      { cacheKeyWillBeUsed: async ({ request }) => publicDataCacheKey(request.url) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 }),
    ],
  }),
);

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(lastSeenPagesCache);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const response = await cache.match(request);
    pages.push({ path: `${url.pathname}${url.search}`, title: response ? pageTitle(await response.text()) : null });
  }
  return pages;
}

// Reached when a route's strategy fails: for a page, nothing from the network and nothing saved.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const html = offlineFallbackPage({
    stylesheet: stylesheet ? `/${stylesheet}` : null,
    savedPages: await savedPages(),
  });
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
});
