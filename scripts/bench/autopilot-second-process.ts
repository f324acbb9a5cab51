import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** A second server process working the scan queue (autopilot-worker.ts), started and stopped by the benchmark. */
export interface SecondProcess {
  /** Stops its workers (a scan in hand finishes first) and returns the CPU it used meanwhile, in seconds. */
  stop(): Promise<number>;
}

export async function startSecondProcess(databaseUrl: string, sendGapMinutes: number): Promise<SecondProcess> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, path.join(root, 'scripts/bench/autopilot-worker.ts'), databaseUrl, String(sendGapMinutes)],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const early: string[] = [];
  lines.on('line', (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else early.push(line);
  });
  const exited = new Promise<never>((_, reject) =>
    child.on('exit', (code) => reject(new Error(`the second process exited (${code})`))),
  );
  const nextLine = () =>
    Promise.race([
      early.length > 0 ? Promise.resolve(early.shift()!) : new Promise<string>((resolve) => waiting.push(resolve)),
      exited,
    ]);
  exited.catch(() => {});
  for (let line = await nextLine(); line !== 'ready'; line = await nextLine()) console.log(`  second process: ${line}`);
  return {
    async stop() {
      child.stdin!.write('stop\n');
      const reported = JSON.parse(await nextLine()) as { cpuSeconds: number };
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      return reported.cpuSeconds;
    },
  };
}
