import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import preact from '@preact/preset-vite';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { preactAliases } from './preact-aliases.ts';
import { precompress } from './precompress-plugin.ts';
import { pwa } from './pwa-plugin.ts';

// In `npm run dev` the API runs on API_PORT (3000 by default) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3000';

// `npm run dev`: plugin-react's Fast Refresh hands an edited component to the React renderers on the page, and Preact
// (ADR 0013) is none of them. So the dev server compiles with Preact's preset instead, whose Prefresh swaps an edited
// component in place and keeps its state; the aliases stay ours (preact-aliases.ts). The build keeps plugin-react's
// JSX compile, whose output the page-weight budget was measured on.
const hotRefresh = (): Plugin[] =>
  preact({ reactAliasesEnabled: false, devToolsEnabled: false, prerender: { enabled: false } });

export default defineConfig(({ command }) => ({
  // React's API on Preact, in the browser bundle, the server render (scripts/build-web.ts) and `npm run dev`.
  resolve: { alias: preactAliases },
  plugins: [
    command === 'serve' ? hotRefresh() : react(),
    tailwindcss(),
    precompress({ mapsDir: 'dist-sourcemaps' }),
    pwa(),
  ] as PluginOption[],
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
}));
