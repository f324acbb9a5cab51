import type { JobSourceName } from '@orbit/shared/job-sources';
import type { NormalisedJob } from './normalised-job.ts';

/**
 * The shape every source module has: where to fetch, how often at most, and a pure parse of the fetched body.
 * Fetching stays outside parse so tests (and a future "import from file") can feed bodies directly.
 */
export interface JobSource {
  /** Stable id stored as the job's source ('remotive', 'remote-ok'). */
  /** Its credit on job pages (several feeds' terms ask us to name them) is in @orbit/shared/job-sources. */
  name: JobSourceName;
  defaultBaseUrl: string;
  /** The source's own rate limit or a polite interval; the scheduler must not poll more often. */
  minIntervalMs: number;
  buildRequestUrl(baseUrl: string): string;
  parse(body: string): ParseResult;
}

export interface SkippedRecord {
  sourceId?: string;
  reason: string;
}

export interface ParseResult {
  jobs: NormalisedJob[];
  skipped: SkippedRecord[];
}

/** The whole body is unusable (bad JSON/XML, wrong top-level shape); other sources are unaffected. */
export class SourceParseError extends Error {
  readonly source: string;

  constructor(source: string, message: string, options?: { cause?: unknown }) {
    super(`${source}: ${message}`, options);
    this.name = 'SourceParseError';
    this.source = source;
  }
}

export const hourMs = 60 * 60 * 1000;

/** JSON.parse that tolerates a UTF-8 byte-order mark (Remotive sends one) and names the source on failure. */
export function parseJsonBody(source: string, body: string): unknown {
  try {
    return JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new SourceParseError(source, `malformed JSON (${detail})`, { cause: error });
  }
}

/** Joins a base URL and a path without doubling or losing the slash; the base may carry its own path prefix. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A feed field as trimmed text: strings as they are, numbers stringified, anything else ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(text).filter((item) => item !== '');
}
