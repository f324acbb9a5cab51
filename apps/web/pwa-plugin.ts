import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The brand colour (`--color-brand-600` in src/index.css): the browser's toolbar and the splash screen's accent. */
export const themeColour = '#4f46e5';
/** The page background (`bg-slate-50` on <body>), shown while an installed app starts. */
const backgroundColour = '#f8fafc';

/**
 * The service worker and the web app manifest (ADR 0012). The worker is our own source
 * (src/service-worker/service-worker.ts, Workbox modules); the plugin builds it as a classic script into dist/sw.js
 * and writes the list of files to precache into it: every built script and style (hashed, under /assets/), the
 * script that runs before the app, the icons and the manifest. Never index.html: the server sends it only with its
 * page's head, and pages are cached as they are seen, by their own address.
 */
export const pwa = (): Plugin[] =>
  clientBuildOnly(
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // src/service-worker/register.ts registers it once the page has loaded.
      injectRegister: false,
      injectManifest: {
        rollupFormat: 'iife',
        sourcemap: false,
        globPatterns: ['assets/*.{js,css}', 'before-app.js', 'favicon.svg', 'icons/*.png', 'manifest.webmanifest'],
        // Hashed names: a file's name changes with its content, so its URL needs no revision of its own.
        dontCacheBustURLsMatching: /^assets\//,
      },
      manifest: {
        name: 'Orbit Jobs',
        short_name: 'Orbit Jobs',
        description: 'Find, match with and apply to remote jobs worldwide.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: themeColour,
        background_color: backgroundColour,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  );

/**
 * The plugin's build steps in the client build only: the prerender's server build (scripts/build-web.ts) would
 * otherwise build the worker a second time, from the server build's settings, and fail.
 */
function clientBuildOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((plugin) =>
    plugin.apply === 'build'
      ? { ...plugin, apply: (_config, env) => env.command === 'build' && !env.isSsrBuild }
      : plugin,
  );
}
