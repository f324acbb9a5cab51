import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sanitizeByAllowList } from '../../lib/html/sanitize-html.ts';
import { answerPageRequest } from './page-requests.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) offers; the JSON data is TanStack Query's. */
export interface RenderedPage {
  html: string;
  arrived: unknown;
  failedStatus: number | null;
  errors: string[];
}
interface ServerEntry {
  renderPage: (url: string) => Promise<RenderedPage | null>;
  answerRequestsWith: (fetcher: (url: string, init: RequestInit) => Promise<Response>) => void;
  sanitiseOnServerWith: (sanitiser: typeof sanitizeByAllowList) => void;
}

/** Where `npm run build` puts the server entry (scripts/build-web.ts): under dist/.vite, which is never served. */
export const serverEntryPath = (webDistDir: string) => path.join(webDistDir, '.vite/ssr/entry-server.js');

const loaded = new Map<string, { mtimeMs: number; entry: Promise<ServerEntry> }>();

/**
 * The web build's page renderer, or null when the build has none (an API-only test's stand-in build). Imported
 * again when the file changes, so `npm run build` while the server runs is picked up without a restart, like the
 * index.html template; a build in progress keeps the last one that loaded.
 */
export async function loadPageRenderer(webDistDir: string): Promise<ServerEntry | null> {
  const file = serverEntryPath(webDistDir);
  const known = loaded.get(file);
  let mtimeMs: number;
  try {
    mtimeMs = (await fs.stat(file)).mtimeMs;
  } catch {
    return known ? known.entry : null;
  }
  if (known && known.mtimeMs === mtimeMs) return known.entry;
  const entry = (import(`${pathToFileURL(file).href}?v=${mtimeMs}`) as Promise<ServerEntry>).then((module) => {
    module.answerRequestsWith(answerPageRequest);
    module.sanitiseOnServerWith(sanitizeByAllowList);
    return module;
  });
  loaded.set(file, { mtimeMs, entry });
  try {
    return await entry;
  } catch (error) {
    // A half-written file mid-build: forget it, so the next request loads the finished one.
    if (loaded.get(file)?.entry === entry) loaded.delete(file);
    if (known) return known.entry;
    throw error;
  }
}
