import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * What a benchmark round cost: this process's memory and CPU, the PostgreSQL cluster's CPU when it runs on this
 * machine, and the whole machine's, sampled from /proc (Linux) over the round.
 */

export interface ResourceUse {
  rssStart: number;
  rssPeak: number;
  heapStart: number;
  heapPeak: number;
  /** CPU of this process over the round, in cores. */
  nodeCores: number;
  /** CPU seconds of this process over the round. */
  nodeCpuSeconds: number;
  /** CPU seconds of the PostgreSQL cluster over the round (its own processes); NaN when it is not on this machine. */
  postgresCpuSeconds: number;
  /** CPU of the whole machine (this process, PostgreSQL, anything else running) over the round, in cores; NaN off Linux. */
  machineCores: number;
}

let gcFunction: (() => void) | undefined | null;
/** A full collection before a round, so its baseline is not the seeding's garbage (node has no --expose-gc here). */
function collectGarbage(): void {
  if (gcFunction === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      gcFunction = vm.runInNewContext('gc') as () => void;
    } catch {
      gcFunction = null;
    }
  }
  gcFunction?.();
}

/** Busy and total jiffies of all CPUs (Linux), for the machine's CPU over a round. */
function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return undefined;
  }
}

/** utime, stime, cutime, cstime and ppid of a process, from /proc/<pid>/stat. */
function processTicks(pid: number | string): { own: number; reaped: number; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    return { ppid: fields[1]!, own: fields[11]! + fields[12]!, reaped: fields[13]! + fields[14]! };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a PostgreSQL cluster on this machine: the postmaster with the children it reaped
 * (parallel workers, ended backends) and its live children (backends, background processes). Undefined when its data
 * directory cannot be read here (a remote server). Contention-proof where wall time is not: what a round costs the
 * machine, whatever else runs beside it.
 */
export async function postgresCpuReader(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<(() => number) | undefined> {
  try {
    const [row] = await query("select setting from pg_settings where name = 'data_directory'");
    const postmaster = Number(
      fs.readFileSync(path.join(String(row?.setting), 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    if (!processTicks(postmaster)) return undefined;
    return () => {
      const own = processTicks(postmaster);
      let ticks = own ? own.own + own.reaped : 0;
      for (const entry of fs.readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        const child = processTicks(entry);
        if (child?.ppid === postmaster) ticks += child.own;
      }
      return ticks / ticksPerSecond;
    };
  } catch {
    return undefined;
  }
}

export function watchResources(postgresCpu?: () => number) {
  collectGarbage();
  const first = process.memoryUsage();
  let rssPeak = first.rss;
  let heapPeak = first.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  };
  const timer = setInterval(sample, 25);
  const cpu = process.cpuUsage();
  const ticks = machineTicks();
  const postgresBefore = postgresCpu?.();
  const started = performance.now();
  return {
    sample,
    stop(): ResourceUse {
      clearInterval(timer);
      sample();
      const used = process.cpuUsage(cpu);
      const wall = performance.now() - started;
      const after = machineTicks();
      const cores = os.cpus().length;
      return {
        rssStart: first.rss,
        rssPeak,
        heapStart: first.heapUsed,
        heapPeak,
        nodeCores: (used.user + used.system) / 1000 / wall,
        nodeCpuSeconds: (used.user + used.system) / 1e6,
        postgresCpuSeconds: postgresCpu && postgresBefore !== undefined ? postgresCpu() - postgresBefore : Number.NaN,
        machineCores:
          ticks && after && after.total > ticks.total
            ? ((after.busy - ticks.busy) / (after.total - ticks.total)) * cores
            : Number.NaN,
      };
    },
  };
}
