import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Request } from 'autocannon';
import type { LoadRequest, ScenarioSamples, WorkerResult } from './load-run.ts';

/**
 * Runs autocannon on its own thread, so parsing responses does not compete with the server on the main
 * thread's event loop. Scenarios are taken round-robin by every connection; each response's latency and status
 * are filed under the scenario its request belonged to (kept in the connection's request context).
 *
 * The first seconds are a warm-up on the same connections: requests sent before it ends are not measured
 * (their failures still count). A saturated server answers the very first request of a fresh connection last,
 * so measuring from the first second would mostly time connection start-up.
 */

const { url, connections, durationSeconds, warmUpSeconds, scenarios, headers } = workerData as LoadRequest;
const samples = new Map<string, ScenarioSamples>(
  scenarios.map((scenario) => [scenario.name, { latencies: [], statuses: {} }]),
);
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
const started = performance.now();
const measuredFrom = started + warmUpSeconds * 1000;
let warmUpRequests = 0;

const instance = autocannon(
  {
    url,
    connections,
    duration: warmUpSeconds + durationSeconds,
    timeout: 20,
    requests: [request],
    ...(headers ? { headers } : {}),
  },
  (error, result) => {
    if (error) throw error;
    const message: WorkerResult = {
      durationSeconds: Math.max(0.001, (performance.now() - measuredFrom) / 1000),
      total: result.requests.total,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      warmUpRequests,
      requestErrors,
      scenarios: Object.fromEntries(samples),
    };
    parentPort!.postMessage(message);
  },
);
instance.on('response', (client, statusCode, _bytes, responseTime) => {
  if (performance.now() - responseTime < measuredFrom) {
    warmUpRequests += 1;
    return;
  }
  const scenario = samples.get(String(client.requestIterator.context.scenario));
  if (!scenario) return;
  scenario.latencies.push(responseTime);
  scenario.statuses[statusCode] = (scenario.statuses[statusCode] ?? 0) + 1;
});
instance.on('reqError', (error) => {
  if (requestErrors.length < 5) requestErrors.push(error.message);
});
