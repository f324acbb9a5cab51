import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './preact-aliases.ts';
import { precompress } from './precompress-plugin.ts';
import { pwa } from './pwa-plugin.ts';

// In `npm run dev` the API runs on API_PORT (3000 by default) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3000';

// `npm run dev`: React Fast Refresh (plugin-react) hands an edited component to the React renderers on the page, and
// Preact is none of them: the edit would be accepted and the screen left stale. So an edited script reloads the page
// (plugin-react still compiles the JSX); a stylesheet still updates in place.
const reloadOnScriptEdit: Plugin = {
  name: 'orbit:reload-on-script-edit',
  apply: 'serve',
  hotUpdate({ file }) {
    if (this.environment.name !== 'client' || !/\.[cm]?[jt]sx?$/.test(file)) return;
    this.environment.hot.send({ type: 'full-reload' });
    return [];
  },
};

export default defineConfig({
  // React's API on Preact, in the browser bundle, the server render (scripts/build-web.ts) and `npm run dev`.
  resolve: { alias: preactAliases },
  plugins: [react(), reloadOnScriptEdit, tailwindcss(), precompress({ mapsDir: 'dist-sourcemaps' }), pwa()],
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written for error reports but named by no bundle and moved out of dist (precompress-plugin.ts):
    // the served folder holds no source.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the page-weight benchmark reads it to size each page's initial JavaScript.
    manifest: true,
    // Every browser the app supports has <link rel="modulepreload">; the polyfill would ride in every first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically in one file: a first visit over a slow link pays a round trip
          // per request, and these all load on every visit anyway (scripts/bench/slow-4g.ts).
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
