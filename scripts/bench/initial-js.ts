import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Initial JavaScript of a page: what a first visit downloads before the page shows — the entry chunk and the
 * chunks it imports statically (the modulepreload links of index.html), plus the page's lazily loaded route
 * chunk and its static imports. Chunk relations come from Vite's build manifest; which chunk is a page's comes
 * from the router's `lazyPage(() => import('…'))` table. Sizes are gzip (level 6, a common server default).
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageSize {
  route: string;
  /** The page's own lazy chunk source, or undefined when the page is in the shell. */
  module: string | undefined;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

const newestMtime = (target: string): number => {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(target).map((name) => (name === 'node_modules' ? 0 : newestMtime(path.join(target, name)))),
  );
};

/** Runs `npm run build` when the web build is missing, has no manifest or is older than its sources. */
export function ensureWebBuild(repoRoot: string): { built: boolean } {
  const web = path.join(repoRoot, 'apps/web');
  const manifest = path.join(web, 'dist/.vite/manifest.json');
  const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  const sources = ['src', 'index.html', 'vite.config.ts', 'package.json', 'public'].map((name) => path.join(web, name));
  const sourcesAt = Math.max(...sources.map(newestMtime), newestMtime(path.join(repoRoot, 'packages/shared/src')));
  if (builtAt > sourcesAt) return { built: false };
  console.log('Web build missing or older than its sources: running npm run build …');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stdout}\n${result.stderr}`);
  if (!fs.existsSync(manifest))
    throw new Error('the web build wrote no dist/.vite/manifest.json (build.manifest off in vite.config.ts?)');
  return { built: true };
}

/** The source module a route's element is lazily loaded from, read off router.tsx (relative to apps/web). */
export function routeModule(
  routerSource: string,
  routerFile: string,
  webRoot: string,
  route: string,
): string | undefined {
  const routeMatch =
    route === '/'
      ? /\{\s*index:\s*true,\s*element:\s*<(\w+)\s*\/>/.exec(routerSource)
      : new RegExp(
          `\\{\\s*path:\\s*'${route.replace(/^\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}',\\s*element:\\s*<(\\w+)\\s*/>`,
        ).exec(routerSource);
  if (!routeMatch) throw new Error(`route ${route} not found in ${routerFile}`);
  const component = routeMatch[1]!;
  const lazyMatch = new RegExp(
    `const\\s+${component}\\s*=\\s*lazyPage\\(\\s*\\(\\)\\s*=>\\s*import\\(\\s*'([^']+)'`,
  ).exec(routerSource);
  if (!lazyMatch) return undefined;
  return path
    .relative(webRoot, path.resolve(path.dirname(routerFile), lazyMatch[1]!))
    .split(path.sep)
    .join('/');
}

function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The entry script and modulepreload links of dist/index.html, as files under dist. */
function indexHtmlScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const found = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ];
  return found.map((match) => match[1]!);
}

export function measureInitialJs(webRoot: string, dist: string, routes: string[]): PageSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  const shell = staticClosure(manifest, entryKey);
  const shellFiles = [...shell].map((key) => manifest[key]!.file);
  const preloaded = indexHtmlScripts(dist);
  const missing = shellFiles.filter((file) => !preloaded.includes(file));
  if (missing.length)
    console.warn(`note: chunks the entry imports but index.html does not preload: ${missing.join(', ')}`);

  const routerFile = path.join(webRoot, 'src/app/router.tsx');
  const routerSource = fs.readFileSync(routerFile, 'utf8');
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const module = routeModule(routerSource, routerFile, webRoot, route);
    const keys = new Set([...shell, ...(module ? staticClosure(manifest, module) : [])]);
    const files = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipBytes: gzipBytes(file) }));
    return { route, module, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
  });
}
