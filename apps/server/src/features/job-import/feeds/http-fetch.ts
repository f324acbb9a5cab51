/**
 * The importers' HTTP client: a timeout on every attempt, a few retries with exponential backoff for failures that
 * may pass (network errors, timeouts, 5xx, 429), and an honest User-Agent naming the bot and where to reach us.
 * `fetch` and `sleep` are injectable so tests run without a network or real waiting.
 */

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpFetchOptions {
  userAgent: string;
  timeoutMs?: number;
  /** Attempts after the first. */
  retries?: number;
  /** First backoff; each retry doubles it. */
  backoffMs?: number;
  /** Longest wait we accept from a Retry-After header. */
  maxRetryAfterMs?: number;
  /** Bodies larger than this are refused: a job feed is a few MB at most. */
  maxBytes?: number;
  accept?: string;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

export class HttpFetchError extends Error {
  readonly url: string;
  readonly status: number | undefined;
  readonly attempts: number;

  constructor(url: string, message: string, details: { status?: number; attempts: number; cause?: unknown }) {
    super(`${message} (${url}, ${details.attempts} attempt${details.attempts === 1 ? '' : 's'})`, {
      cause: details.cause,
    });
    this.name = 'HttpFetchError';
    this.url = url;
    this.status = details.status;
    this.attempts = details.attempts;
  }
}

/** 'OrbitJobsBot/1.0 (+https://orbit.example)': the public URL tells feed owners who is calling. */
export function botUserAgent(publicUrl: string): string {
  return `OrbitJobsBot/1.0 (+${publicUrl})`;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

class RetryableFailure extends Error {
  readonly status: number | undefined;
  readonly waitMs: number | null;

  constructor(message: string, status?: number, waitMs: number | null = null, cause?: unknown) {
    super(message, { cause });
    this.status = status;
    this.waitMs = waitMs;
  }
}

type Settings = Required<Omit<HttpFetchOptions, 'fetch' | 'sleep'>> & { fetch: FetchLike };

/** GET a URL and return its body as text; throws HttpFetchError once retries are spent or on a final 4xx. */
export async function fetchText(url: string, options: HttpFetchOptions): Promise<string> {
  const settings: Settings = {
    userAgent: options.userAgent,
    timeoutMs: options.timeoutMs ?? 15_000,
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 1_000,
    maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
    maxBytes: options.maxBytes ?? 20 * 1024 * 1024,
    accept: options.accept ?? 'application/json, application/rss+xml, application/xml;q=0.9, */*;q=0.8',
    fetch: options.fetch ?? globalThis.fetch,
  };
  const sleep = options.sleep ?? realSleep;

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await attemptOnce(url, attempt, settings);
    } catch (error) {
      if (!(error instanceof RetryableFailure)) throw error;
      if (attempt > settings.retries) {
        throw new HttpFetchError(url, error.message, { status: error.status, attempts: attempt, cause: error.cause });
      }
      const backoff = settings.backoffMs * 2 ** (attempt - 1);
      await sleep(Math.max(backoff, Math.min(error.waitMs ?? 0, settings.maxRetryAfterMs)));
    }
  }
}

async function attemptOnce(url: string, attempt: number, settings: Settings): Promise<string> {
  const { timeoutMs, maxBytes } = settings;
  let response: Response;
  try {
    response = await settings.fetch(url, {
      method: 'GET',
      headers: { 'User-Agent': settings.userAgent, Accept: settings.accept },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'follow',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const detail = error instanceof Error ? error.message : String(error);
    throw new RetryableFailure(
      timedOut ? `timed out after ${timeoutMs} ms` : `network error: ${detail}`,
      undefined,
      null,
      error,
    );
  }
  if (!response.ok) {
    // Release the body so the connection can be reused.
    await response.body?.cancel().catch(() => undefined);
    const message = `HTTP ${response.status}`;
    if (isRetryableStatus(response.status))
      throw new RetryableFailure(message, response.status, retryAfterMs(response));
    throw new HttpFetchError(url, message, { status: response.status, attempts: attempt });
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new HttpFetchError(url, `body too large (${declared} bytes)`, { status: response.status, attempts: attempt });
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    // The timeout signal also covers reading the body; a connection dropped mid-body may pass on retry.
    const detail = error instanceof Error ? error.message : String(error);
    throw new RetryableFailure(`failed reading body: ${detail}`, response.status, null, error);
  }
  if (body.length > maxBytes) {
    throw new HttpFetchError(url, `body too large (${body.length} characters)`, {
      status: response.status,
      attempts: attempt,
    });
  }
  return body;
}
