import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * `npm run build`: the web app (apps/web/dist), then its server side: apps/web/src/entry-server.tsx built with Vite's
 * SSR build (`vite build --ssr`) into dist/.vite/ssr, which the server imports to render the public pages with their
 * data (features/seo; docs/decisions/0008-public-pages-rendered-on-the-server.md). dist/.vite is never served.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const configFile = path.join(webRoot, 'vite.config.ts');
await build({ root: webRoot, configFile });

const ssrOutDir = path.join(webRoot, 'dist/.vite/ssr');
await build({
  root: webRoot,
  configFile,
  logLevel: 'warn',
  // One self-contained module (React and the shared package's TypeScript included): the server imports it as is.
  ssr: { noExternal: true },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: ssrOutDir,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
    // One file, lazy pages inlined: the server imports it again under a new query after a rebuild, and a chunk
    // importing the entry back by its plain name would load a second copy of React beside it.
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const entry = fs.readdirSync(ssrOutDir).find((file) => /^entry-server\.m?js$/.test(file));
if (!entry) throw new Error(`the SSR build wrote no entry-server.js into ${ssrOutDir}`);
// The page renderer, proved before the build counts as done: the home page renders, with its heading.
const { renderPage } = (await import(pathToFileURL(path.join(ssrOutDir, entry)).href)) as {
  renderPage: (url: string) => Promise<{ html: string } | null>;
};
const home = await renderPage('/');
if (!home || !/<h1\b/i.test(home.html)) throw new Error('the server entry renders no home page with a heading');
console.log(`server entry: dist/.vite/ssr/${entry}`);
