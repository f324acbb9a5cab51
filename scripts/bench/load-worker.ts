import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Request, type Result } from 'autocannon';
import type { LoadRequest, ScenarioSamples, WorkerResult } from './load-run.ts';

/**
 * Runs autocannon on its own thread, so parsing responses does not compete with the server on the main
 * thread's event loop. Scenarios are taken round-robin by every connection; each response's latency and status
 * are filed under the scenario its request belonged to (kept in the connection's request context). A short
 * warm-up at full concurrency comes first and is not measured (its failures still count).
 */

const { url, connections, durationSeconds, warmUpSeconds, scenarios } = workerData as LoadRequest;
const samples = new Map<string, ScenarioSamples>(scenarios.map((scenario) => [scenario.name, { latencies: [], statuses: {} }]));
const cursors = new Map<string, number>();
let turn = 0;

const request: Request = {
  method: 'GET',
  setupRequest(built, context) {
    const scenario = scenarios[turn++ % scenarios.length]!;
    const index = cursors.get(scenario.name) ?? 0;
    cursors.set(scenario.name, index + 1);
    context.scenario = scenario.name;
    return { ...built, path: scenario.paths[index % scenario.paths.length]! };
  },
};

const requestErrors: string[] = [];

function fire(seconds: number, measured: boolean): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: seconds, timeout: 20, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    if (measured) {
      instance.on('response', (client, statusCode, _bytes, responseTime) => {
        const scenario = samples.get(String(client.requestIterator.context.scenario));
        if (!scenario) return;
        scenario.latencies.push(responseTime);
        scenario.statuses[statusCode] = (scenario.statuses[statusCode] ?? 0) + 1;
      });
    }
    instance.on('reqError', (error) => {
      if (requestErrors.length < 5) requestErrors.push(error.message);
    });
  });
}

const warmUp = warmUpSeconds > 0 ? await fire(warmUpSeconds, false) : undefined;
const result = await fire(durationSeconds, true);
const message: WorkerResult = {
  durationSeconds: result.duration,
  total: result.requests.total,
  errors: result.errors + (warmUp?.errors ?? 0),
  timeouts: result.timeouts + (warmUp?.timeouts ?? 0),
  non2xx: result.non2xx + (warmUp?.non2xx ?? 0),
  warmUpRequests: warmUp?.requests.total ?? 0,
  requestErrors,
  scenarios: Object.fromEntries(samples),
};
parentPort!.postMessage(message);
