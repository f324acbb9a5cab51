import os from 'node:os';
/** Percentiles and the plain-text tables the benchmark prints. */

/** Nearest-rank percentile of already sorted values (0 when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const ms = (value: number) =>
  `${value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0)} ms`;

/** Left-aligned first column, right-aligned others. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/** The first line of every benchmark's report: what ran it and how busy the machine was (figures move with load). */
export function machineSummary(name: string, extra = ''): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${name} benchmark — Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model ?? '?'}), ${extra}load average ${load}`;
}
