import { openPostgres } from '../../apps/server/src/db/client.ts';
import { autopilotScanTask } from '../../apps/server/src/features/autopilot/autopilot-tasks.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { startQueue, stopQueue } from '../../apps/server/src/lib/queue.ts';
import { startTasks } from '../../apps/server/src/lib/tasks/start-tasks.ts';

/**
 * A second server process for `npm run bench:autopilot -- --pgboss-processes 2`: the production scan workers
 * (startTasks with the scan task's own worker options) on the same PostgreSQL database, as another server would run
 * them. Started by autopilot-second-process.ts: prints `ready` once working, and on a `stop` line stops working
 * and prints its CPU (user + system seconds since ready) as JSON, then exits.
 * Usage: autopilot-worker.ts <database url> <send gap minutes>
 */
const [url, gap] = process.argv.slice(2);
if (!url || !gap) throw new Error('usage: autopilot-worker.ts <database url> <send gap minutes>');
const database = await openPostgres(url, 10);
const boss = await startQueue(database);
boss.on('error', (error: unknown) => console.error('  second process queue error:', (error as Error).message));
await startTasks(boss, [autopilotScanTask], {
  db: database.db,
  clock: systemClock,
  boss,
  config: { autopilotSendGapMinutes: Number(gap), autopilotHourlyScans: false },
});
const cpu = process.cpuUsage();
console.log('ready');
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  if (!chunk.includes('stop')) return;
  void (async () => {
    await boss.offWork(autopilotScanTask.name);
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ cpuSeconds: (used.user + used.system) / 1e6 }));
    await stopQueue(boss);
    await database.close();
    process.exit(0);
  })();
});
