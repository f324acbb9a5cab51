import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this leave as they are: a compressed frame would save next to nothing. */
export const compressionThresholdBytes = 1024;

/**
 * On-the-fly brotli or gzip for whatever the client accepts: API JSON, rendered pages, the sitemap and feed, and a
 * static file with no precompressed twin. Built assets carry their own .br/.gz (apps/web/precompress-plugin.ts),
 * which @fastify/static sends as they are (a Content-Encoding already set is left alone here).
 *
 * Brotli runs at quality 4: on a 2-core host quality 11 costs tens of milliseconds per answer for a few percent.
 * Request bodies are never decompressed: no client of this API compresses them, so inflating them would only
 * be one more parser open to a small hostile upload.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: compressionThresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
