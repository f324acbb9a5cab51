import fs from 'node:fs/promises';
import path from 'node:path';

interface CachedTemplate {
  mtimeMs: number;
  size: number;
  html: string;
}

const cache = new Map<string, CachedTemplate>();

/**
 * The built web app's index.html, re-read when its file changes, so `npm run build` while the server runs is
 * picked up without a restart. Read through one file handle, so the content always matches the stat it is
 * cached under.
 */
export const readIndexTemplate = (webDistDir: string): Promise<string | null> =>
  // Mid-rebuild (Vite empties dist first) the last good template is better than no page at all.
  readBuiltFile(path.join(webDistDir, 'index.html'), { lastGoodWhenMissing: true });

async function readBuiltFile(
  file: string,
  { lastGoodWhenMissing }: { lastGoodWhenMissing: boolean },
): Promise<string | null> {
  const cached = cache.get(file);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    const stat = await handle.stat();
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.html;
    const html = await handle.readFile('utf8');
    cache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, html });
    return html;
  } catch {
    return lastGoodWhenMissing ? (cached?.html ?? null) : null;
  } finally {
    await handle?.close();
  }
}
