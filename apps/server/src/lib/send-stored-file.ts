import type fs from 'node:fs';
import type { FastifyReply } from 'fastify';

/** An uploaded file opened for sending. */
export interface OpenedFile {
  stream: fs.ReadStream;
  mimeType: string;
  originalName: string;
  sizeBytes: number;
}

/**
 * Sends an uploaded file: its stored type, never sniffed (nosniff), by default never kept by a cache, with the
 * uploader's file name (an ASCII fallback plus the exact UTF-8 name).
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: OpenedFile,
  disposition: 'inline' | 'attachment',
  /** Public files addressed by version (company logos) may be cached; private ones never are. */
  cacheControl = 'private, no-store',
): FastifyReply {
  const asciiName = file.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Length', String(file.sizeBytes))
    .header(
      'Content-Disposition',
      `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .send(file.stream);
}
