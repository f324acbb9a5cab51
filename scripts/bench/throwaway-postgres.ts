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

export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
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
    const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    run(`${quote(path.join(bin, 'pg_ctl'))} -D ${quote(dataDir)} -l ${quote(path.join(dir, 'server.log'))} -w -o ${quote(serverOptions)} start`);
    started = true;
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`could not start a throwaway PostgreSQL cluster with ${bin}${stderr ? `: ${stderr}` : ''}`, { cause: error });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version: path.basename(path.dirname(bin)), stop };
}
