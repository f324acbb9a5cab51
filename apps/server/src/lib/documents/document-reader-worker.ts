import { parentPort, workerData } from 'node:worker_threads';
import type { DocumentKind } from '../file-signature.ts';
import { extractDocumentText, type ExtractionOptions } from './extract-document-text.ts';

/**
 * The worker thread read-document-text.ts starts for one document: it reads the text and posts the result back.
 * A plain .ts module with erasable types only, so Node runs it as it is, under Vitest as under `node main.ts`.
 */
export interface DocumentReaderInput {
  bytes: Uint8Array;
  kind: DocumentKind;
  options: ExtractionOptions;
}

const { bytes, kind, options } = workerData as DocumentReaderInput;
parentPort?.postMessage(await extractDocumentText(bytes, kind, options));
