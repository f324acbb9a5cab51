import { fileURLToPath } from 'node:url';

/**
 * The web app's source is written against React's API and types, but it ships on Preact 11 (preact/compat) on both
 * sides: in the browser bundle and in the server render (docs/decisions/0013-preact-renders-both-sides.md). React DOM
 * alone is 69.8 KB gzip of a 100 KB first-visit budget. One list, used by vite.config.ts (client and SSR builds, dev)
 * and by vitest.config.ts (the projects that render web code), so the tests run what ships.
 */
const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The server entry's `prerender`, on preact-render-to-string.
  { find: /^react-dom\/static$/, replacement: local('./src/lib/preact/static-on-preact.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // preact/compat plus what it lacks and a library imports (src/lib/preact/react-on-preact.js).
  { find: /^react$/, replacement: local('./src/lib/preact/react-on-preact.js') },
];

/**
 * Libraries that import `react` themselves. Vitest loads node_modules as plain Node modules, where aliases do not
 * apply: these must go through Vite's pipeline in tests, or they would load React beside the app's Preact.
 */
export const reactDependents = [
  /\/node_modules\/react-router\//,
  /\/node_modules\/@tanstack\/react-query\//,
  /\/node_modules\/@visx\//,
];
