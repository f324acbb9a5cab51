import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { eventually } from '../../apps/server/src/test-support/eventually.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface AppProcess {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  /** Stops the server; its DATA_DIR is removed unless `keepData` (to start again on it, see `startApp`). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** A DATA_DIR migrated and seeded with the demo data once per run (global-setup.ts), copied for each start. */
    e2eSeededDataDir?: string;
  }
}

/**
 * A fresh DATA_DIR. One with the demo data starts as a copy of the run's seeded folder when the Vitest run made one:
 * the same database a first start would create, without each file's server creating the embedded database, running
 * every migration and loading about 300 jobs again (several seconds on a 2-core machine).
 */
function freshDataDir(env: Record<string, string>): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-e2e-'));
  const seeded = env.SEED_DEMO_DATA === 'false' || !process.env.VITEST ? undefined : inject('e2eSeededDataDir');
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the real server (as `npm start` does, minus the build the test runner did first) on a
 * fresh DATA_DIR (or the given one, kept from an earlier start) and a free port, and waits until /api/health answers.
 */
export async function startApp(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir(env);
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--experimental-strip-types', '--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        JOB_SOURCES_ENABLED: 'none',
        // Queued e-mails and resume reads leave within half a second rather than a worker's usual 2 s poll: the tests
        // wait on them (as the API tests' server does).
        QUEUE_POLLING_SECONDS: '0.5',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        return (await fetch(`${baseUrl}/api/health`)).ok;
      } catch {
        return false; // not listening yet
      }
    },
    { timeoutMs: 90_000, intervalMs: 250, what: () => `the server to start:\n${output}` },
  );

  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
