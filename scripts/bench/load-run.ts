import { Worker } from 'node:worker_threads';
import type { Scenario } from './scenarios.ts';
import { percentile } from './stats.ts';

/** Drives the request mix at the server for a while (autocannon on a worker thread) and sums it up per scenario. */

export interface LoadRequest {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Unmeasured load first, so the run starts from a warm server (JIT, caches, pools). */
  warmUpSeconds: number;
  scenarios: Scenario[];
  /** Sent with every request (a bearer token for an endpoint behind sign-in). */
  headers?: Record<string, string>;
}

export interface ScenarioSamples {
  latencies: number[];
  statuses: Record<string, number>;
}

export interface WorkerResult {
  durationSeconds: number;
  total: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  warmUpRequests: number;
  requestErrors: string[];
  scenarios: Record<string, ScenarioSamples>;
}

export interface ScenarioSummary {
  name: string;
  count: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
}

export interface LoadSummary {
  durationSeconds: number;
  total: number;
  perSecond: number;
  warmUpRequests: number;
  /** Connection errors and timeouts (autocannon) plus non-2xx answers, warm-up included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requestErrors: string[];
  p50: number;
  p95: number;
  p99: number;
  scenarios: ScenarioSummary[];
}

function summarise(result: WorkerResult, order: Scenario[]): LoadSummary {
  const seconds = result.durationSeconds || 1;
  const all: number[] = [];
  const scenarios = order.map(({ name }) => {
    const samples = result.scenarios[name] ?? { latencies: [], statuses: {} };
    const sorted = [...samples.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    const failed = Object.entries(samples.statuses).reduce(
      (sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count),
      0,
    );
    return {
      name,
      count: sorted.length,
      failed,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      perSecond: sorted.length / seconds,
    };
  });
  all.sort((a, b) => a - b);
  return {
    durationSeconds: seconds,
    total: all.length,
    perSecond: all.length / seconds,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    warmUpRequests: result.warmUpRequests,
    requestErrors: result.requestErrors,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    scenarios,
  };
}

export function runLoad(request: LoadRequest): Promise<LoadSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: request });
    let settled = false;
    worker.once('message', (result: WorkerResult) => {
      settled = true;
      resolve(summarise(result, request.scenarios));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the load generator stopped early (exit code ${code})`));
    });
  });
}
