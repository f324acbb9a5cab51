import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the five job feeds, serving the shipped fixtures (features/job-import/feeds/fixtures) under
 * /<source>/… . Each source's answer can be replaced per test: another body, an error status, or no answer at all.
 */

export type FeedBehaviour = { body: string } | { status: number } | { hang: true };

const fixtureFiles: Record<string, string> = {
  remotive: 'remotive.json',
  'remote-ok': 'remote-ok.json',
  'we-work-remotely': 'we-work-remotely.rss',
  jobicy: 'jobicy.json',
  arbeitnow: 'arbeitnow.json',
};

export const readFixture = (source: string): string =>
  readFileSync(new URL(`../features/job-import/feeds/fixtures/${fixtureFiles[source]}`, import.meta.url), 'utf8');

export interface FeedServer {
  baseUrl: string;
  /** JOB_SOURCE_<NAME>_URL for every source, pointing here. */
  env: Record<string, string>;
  requests: string[];
  set(source: string, behaviour: FeedBehaviour): void;
  /** Every source back to its fixture. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const behaviours = new Map<string, FeedBehaviour>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const source = new URL(request.url ?? '/', 'http://localhost').pathname.split('/')[1] ?? '';
    requests.push(source);
    const behaviour =
      behaviours.get(source) ?? (fixtureFiles[source] ? { body: readFixture(source) } : { status: 404 });
    if ('hang' in behaviour) return; // never answers; the importer's timeout must end it
    if ('status' in behaviour) {
      response.writeHead(behaviour.status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const env = Object.fromEntries(
    Object.keys(fixtureFiles).map((source) => [
      `JOB_SOURCE_${source.toUpperCase().replaceAll('-', '_')}_URL`,
      `${baseUrl}/${source}`,
    ]),
  );
  return {
    baseUrl,
    env,
    requests,
    set: (source, behaviour) => behaviours.set(source, behaviour),
    reset: () => behaviours.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
