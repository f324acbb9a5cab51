import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server sends as a static file. index.html is not one: it only leaves with its page's head. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed twin saves less than its headers cost (the server's on-the-fly threshold too). */
const minBytes = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * After the build: source maps leave the served folder for `mapsDir` (the build writes them `hidden`, so no bundle
 * names them), then every compressible asset gets a brotli (quality 11) and a gzip (level 9) twin beside it, which
 * the server's @fastify/static sends with `preCompressed` to clients that accept them. Done once at build time, the
 * slowest, smallest settings cost nothing per request.
 */
export function precompress(options: { mapsDir: string }): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'orbit-precompress',
    // The client build only: the server entry's build (scripts/build-web.ts) must not clear the maps it kept.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(root, config.build.outDir);
    },
    async closeBundle() {
      const mapsDir = path.resolve(root, options.mapsDir);
      await fs.rm(mapsDir, { recursive: true, force: true });
      const totals = { files: 0, raw: 0, br: 0, gz: 0, maps: 0 };
      for (const file of await filesUnder(outDir)) {
        if (file.endsWith('.map')) {
          const target = path.join(mapsDir, path.relative(outDir, file));
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.rename(file, target);
          totals.maps += 1;
          continue;
        }
        if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = await fs.readFile(file);
        if (raw.length < minBytes) continue;
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        // A twin no smaller than the file would only cost disk; the server then sends the file itself.
        if (br.length < raw.length) await fs.writeFile(`${file}.br`, br);
        if (gz.length < raw.length) await fs.writeFile(`${file}.gz`, gz);
        totals.files += 1;
        totals.raw += raw.length;
        totals.br += Math.min(br.length, raw.length);
        totals.gz += Math.min(gz.length, raw.length);
      }
      this.info?.(
        `precompressed ${totals.files} files: ${kb(totals.raw)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}; ` +
          `${totals.maps} source maps moved to ${path.relative(root, mapsDir)}/`,
      );
    },
  };
}
