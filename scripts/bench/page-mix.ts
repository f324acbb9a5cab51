import fs from 'node:fs';
import path from 'node:path';
import { runLoad, type LoadSummary } from './load-run.ts';
import { buildScenarios, longTailPaths, type Scenario } from './scenarios.ts';

/**
 * The page mix of `npm run bench:search`: /jobs and /jobs/{id} as the server renders them with their data
 * (docs/decisions/0008-public-pages-rendered-on-the-server.md) — head, data through the list cache, React's render —
 * under 8 clients. Seen before: the warm mix's lists, filters and searches as page addresses, and 50 job pages,
 * asked again and again. New: searches nobody made and job pages nobody opened, each asked once.
 */

export const pageTargets = { seenP95: 50, newP95: 80 };
const pageClients = 8;
const seenJobPages = 50;
const newUrlsPerKind = 2500;

export interface PageMixResult {
  seen: LoadSummary;
  fresh: LoadSummary;
}

/** The web build can render pages: it holds the server entry `npm run build` makes. */
export const rendersPages = (webDistDir: string) => fs.existsSync(path.join(webDistDir, '.vite/ssr/entry-server.js'));

const asPage = (apiPath: string) => apiPath.replace(/^\/api\/jobs/, '/jobs');

async function check(baseUrl: string, scenarios: Scenario[], failures: string[]): Promise<void> {
  for (const scenario of scenarios) {
    for (const urlPath of scenario.paths) {
      const response = await fetch(`${baseUrl}${urlPath}`);
      const html = await response.text();
      // A page rendered with its data carries it for hydration; an empty #root or an error state does not.
      if (response.status !== 200 || !html.includes('id="page-data"'))
        failures.push(
          `${scenario.name}: ${urlPath} → ${response.status}, ${html.includes('id="page-data"') ? 'with' : 'without'} its data`,
        );
    }
  }
}

export async function runPageMix(
  baseUrl: string,
  companies: string[],
  jobIds: string[],
  seconds: { seen: number; fresh: number },
  checkFailures: string[],
): Promise<PageMixResult> {
  const seenScenarios: Scenario[] = [
    {
      name: 'page /jobs, seen before',
      paths: [...new Set(buildScenarios(companies).flatMap((scenario) => scenario.paths.map(asPage)))],
    },
    { name: 'page /jobs/{id}, seen before', paths: jobIds.slice(0, seenJobPages).map((id) => `/jobs/${id}`) },
  ];
  // Each seen-before address once first: it must render with its data, and from then on it has been seen.
  await check(baseUrl, seenScenarios, checkFailures);
  console.log(`\n  Page mix, seen before: ${pageClients} connections, 3 s warm-up, then ${seconds.seen} s …`);
  const seen = await runLoad({
    url: baseUrl,
    connections: pageClients,
    durationSeconds: seconds.seen,
    warmUpSeconds: 3,
    scenarios: seenScenarios,
  });

  const freshScenarios: Scenario[] = [
    { name: 'page /jobs, new search', paths: longTailPaths(newUrlsPerKind, 29).map(asPage) },
    {
      name: 'page /jobs/{id}, new',
      paths: jobIds.slice(seenJobPages, seenJobPages + newUrlsPerKind).map((id) => `/jobs/${id}`),
    },
  ];
  console.log(`\n  Page mix, new addresses: ${pageClients} connections, 2 s warm-up, then ${seconds.fresh} s …`);
  const fresh = await runLoad({
    url: baseUrl,
    connections: pageClients,
    durationSeconds: seconds.fresh,
    warmUpSeconds: 2,
    scenarios: freshScenarios,
  });
  return { seen, fresh };
}
