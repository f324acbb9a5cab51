import { Worker } from 'node:worker_threads';
import type { DocumentKind } from '../file-signature.ts';
import type { DocumentReaderInput } from './document-reader-worker.ts';
import type { ExtractedText, ExtractionOptions } from './extract-document-text.ts';

/** How long, and with how much memory, one document may be read (RESUME_READ_TIMEOUT_MS, RESUME_READ_MEMORY_MB). */
export interface DocumentReaderLimits {
  timeoutMs: number;
  /** The worker's JavaScript heap (V8's old generation), in MB. */
  memoryMb: number;
}

const workerUrl = new URL('./document-reader-worker.ts', import.meta.url);

/**
 * An explicit young generation: without one, V8 sizes it from the old generation, and a parser's burst of short-lived
 * objects can hit the heap limit in a way that aborts the whole process instead of ending the worker (a known
 * limitation of Node's worker limits). With it, running out ends the worker with ERR_WORKER_OUT_OF_MEMORY.
 */
const youngGenerationMb = 16;

/**
 * Reads a document in a worker thread of its own, so a hostile or broken file cannot stall requests (the libraries
 * parse synchronously for seconds on a large file) nor take the server's memory: the worker's heap is capped and it
 * is terminated at the time limit. Running out of memory is answered as 'too-large', the time limit as 'corrupt'
 * (as extractDocumentText answers a file it cannot read). Rejects only when the worker itself cannot run, so the
 * queue retries and the log says why, rather than marking a readable resume unreadable.
 */
export function readDocumentText(
  bytes: Uint8Array,
  kind: DocumentKind,
  limits: DocumentReaderLimits,
  options: ExtractionOptions = {},
): Promise<ExtractedText> {
  return new Promise((resolve, reject) => {
    const input: DocumentReaderInput = { bytes, kind, options };
    const worker = new Worker(workerUrl, {
      workerData: input,
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: youngGenerationMb },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => resolve({ ok: false, reason: 'corrupt', detail: 'timed out' })),
      limits.timeoutMs,
    );
    worker.once('message', (result: ExtractedText) => settle(() => resolve(result)));
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? resolve({ ok: false, reason: 'too-large', detail: `out of memory (${limits.memoryMb} MB)` })
          : reject(error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the document reader stopped (exit code ${code}) without an answer`))),
    );
  });
}
