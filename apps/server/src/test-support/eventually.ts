/**
 * The one way tests wait for something that happens in the background (a queue's work, an e-mail, a process
 * starting): ask again until `check` answers something truthy, then return it. Used by the API tests and, through its
 * relative path, by the end-to-end suite, so both wait on a fact rather than for a guessed time.
 */
export interface EventuallyOptions {
  /** How long to keep asking before failing (default 15 s: a 2-core CI machine is slow, a healthy answer is not). */
  timeoutMs?: number;
  /** The pause between two questions. */
  intervalMs?: number;
  /** What is awaited, for the timeout's message (a function when the message depends on what was last seen). */
  what?: string | (() => string);
}

/**
 * Resolves with the first truthy answer of `check`. An error thrown by `check` is not retried: it fails at once (a
 * broken request is not "not yet").
 */
export async function eventually<T>(
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 15_000, intervalMs = 100, what = 'condition' }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    const left = deadline - Date.now();
    if (left <= 0) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    }
    await pause(Math.min(intervalMs, left));
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
