import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/**
 * `npm run build`: the web app (apps/web/dist), then the first screens the server sends ready-drawn.
 *
 * The home page's first screen — header and hero, with its heading — is rendered here with React's static renderer
 * (apps/web/src/prerender.tsx, built for Node into a scratch folder) and written to
 * dist/.vite/first-screens/home.html. The server puts it inside #root of the home page (features/seo), so the heading
 * shows as soon as the HTML and CSS arrive, before the JavaScript (the target: within 3 s on slow 4G); the app then
 * draws over it. `inert`: until then it is a picture of the page, not something to type into.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const configFile = path.join(webRoot, 'vite.config.ts');
/** Pages drawn ahead, by the file the server looks for. */
const firstScreens = { home: '/' };

await build({ root: webRoot, configFile });

// Inside the web app's node_modules: ignored by git and by the linters, and next to the packages it was built from.
const scratch = path.join(webRoot, 'node_modules/.prerender');
fs.rmSync(scratch, { recursive: true, force: true });
await build({
  root: webRoot,
  configFile,
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: scratch,
    emptyOutDir: true,
    manifest: false,
    sourcemap: false,
    copyPublicDir: false,
  },
});
const entry = fs.readdirSync(scratch).find((file) => /^prerender\.m?js$/.test(file));
if (!entry) throw new Error(`the prerender build wrote no prerender.js into ${scratch}`);
const { renderFirstScreen } = (await import(pathToFileURL(path.join(scratch, entry)).href)) as {
  renderFirstScreen: (url: string) => Promise<string>;
};

const outDir = path.join(webRoot, 'dist/.vite/first-screens');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, url] of Object.entries(firstScreens)) {
  const html = await renderFirstScreen(url);
  // The page's Content-Security-Policy allows no inline script, and a first screen without its heading is no use.
  if (/<script\b/i.test(html)) throw new Error(`the first screen of ${url} contains a <script>`);
  if (!/<h1\b/i.test(html)) throw new Error(`the first screen of ${url} has no <h1>`);
  fs.writeFileSync(path.join(outDir, `${name}.html`), `<div inert>${html}</div>`);
  console.log(
    `first screen of ${url}: ${(Buffer.byteLength(html) / 1000).toFixed(1)} kB → dist/.vite/first-screens/${name}.html`,
  );
}
fs.rmSync(scratch, { recursive: true, force: true });
