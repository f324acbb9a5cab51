import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster for one benchmark run, the way `.ci/run` makes one: initdb into a temp folder (as the
 * `postgres` user when we are root, since PostgreSQL refuses to run as root), start it on a free loopback port,
 * stop it and delete the folder at the end.
 */

export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}

/** The newest /usr/lib/postgresql/<version>/bin, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const quote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/** `settings`: extra server settings (`name=value`), e.g. pg_stat_statements preloaded for a per-statement profile. */
export async function startThrowawayPostgres(
  bin: string,
  settings: readonly string[] = [],
): Promise<ThrowawayPostgres> {
  const asRoot = process.getuid?.() === 0;
  const run = (command: string) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: ['ignore', 'ignore', 'pipe'] })
      : execFileSync('/bin/sh', ['-c', command], { stdio: ['ignore', 'ignore', 'pipe'] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-bench-pg-'));
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      try {
        run(`${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -m immediate stop`);
      } catch {
        // Already gone: nothing to stop.
      }
      started = false;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(`${quote(path.join(bin, 'initdb'))} -D ${quote(dataDir)} -U postgres -A trust -E UTF8 --no-locale`);
    // fsync off as in CI: the cluster is thrown away, and the benchmark measures reads.
    const extra = settings.map((setting) => ` -c ${setting}`).join('');
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off${extra}`;
    run(
      `${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -l ${quote(path.join(dir, 'server.log'))} -w -o ${quote(serverOptions)} start`,
    );
    started = true;
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not start a throwaway PostgreSQL cluster with ${bin}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: path.basename(path.dirname(bin)), stop };
}

export type BenchDatabaseLabel = 'PostgreSQL' | 'PGlite';

/**
 * Runs one benchmark pass on PostgreSQL (the given server, else a throwaway cluster, else skipped with a message)
 * and one on PGlite, as `only` asks. The cluster is stopped right after its pass, on a failure, on Ctrl-C and on SIGTERM.
 */
export async function onEachDatabase<T>(
  options: { only: 'pg' | 'pglite' | undefined; databaseUrl: string | undefined; serverSettings?: readonly string[] },
  run: (label: BenchDatabaseLabel, postgresServerUrl: string | undefined) => Promise<T>,
): Promise<{ results: T[]; skipped: string[] }> {
  const results: T[] = [];
  const skipped: string[] = [];
  let throwaway: ThrowawayPostgres | undefined;
  const stopCluster = () => {
    throwaway?.stop();
    throwaway = undefined;
  };
  process.once('SIGINT', () => {
    stopCluster();
    process.exit(130);
  });
  process.once('SIGTERM', () => {
    stopCluster();
    process.exit(143);
  });
  try {
    if (options.only !== 'pglite') {
      let serverUrl = options.databaseUrl;
      if (!serverUrl) {
        const bin = findPostgresBin();
        if (bin) {
          throwaway = await startThrowawayPostgres(bin, options.serverSettings);
          serverUrl = throwaway.url;
          console.log(
            `Started a throwaway PostgreSQL ${throwaway.version} cluster (${serverUrl}); it is removed at the end.`,
          );
        } else {
          console.log(
            'No PostgreSQL binaries under /usr/lib/postgresql/*/bin and no --database-url / BENCH_DATABASE_URL: PostgreSQL skipped, running PGlite only.',
          );
          skipped.push('PostgreSQL: SKIPPED (no PostgreSQL server)');
        }
      }
      if (serverUrl) {
        results.push(await run('PostgreSQL', serverUrl));
        stopCluster();
      }
    }
    if (options.only !== 'pg') results.push(await run('PGlite', undefined));
  } finally {
    stopCluster();
  }
  return { results, skipped };
}
