import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { jobListQuerySchema } from '@orbit/shared/job-contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';
import { catalogueVersionReader, createListCache } from '../../apps/server/src/features/catalogue/list-cache.ts';
import { listJobs } from '../../apps/server/src/features/catalogue/list-jobs.ts';
import { median } from './stats.ts';

/**
 * Raw SQL time of one `GET /api/jobs` URL: the statements the API runs for it are captured by running the API's
 * own `listJobs` on a Drizzle handle with a query logger, then replayed as they are (same text, same parameters,
 * in one transaction) straight on the driver, sequentially, and timed. `cold` = without the list cache: all the SQL
 * that answers the URL (total, ranking, page); `warm` = what the API still runs once its cache holds the URL's
 * answer (the catalogue version).
 */

interface Statement {
  text: string;
  params: unknown[];
}

export interface RawTiming {
  path: string;
  statements: Statement[];
  /** Median of the whole transaction. */
  median: number;
  /** Median per statement, in order. */
  perStatement: number[];
}

interface RawConnection {
  db: Db;
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
}

/** Captures what Drizzle sends; Drizzle's own begin/commit are dropped, the replay adds its own. */
class CapturingLogger implements Logger {
  statements: Statement[] = [];
  logQuery(query: string, params: unknown[]): void {
    if (!/^(begin|commit|rollback)\b/i.test(query.trim())) this.statements.push({ text: query, params });
  }
}

export async function openRawConnection(
  target: { url: string } | { pglite: PGlite },
  logger: CapturingLogger,
): Promise<RawConnection> {
  if ('url' in target) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      db: drizzlePg(client, { schema, logger }) as unknown as Db,
      query: (text, params) => client.query(text, params),
      close: () => client.end(),
    };
  }
  const { pglite } = target;
  return {
    db: drizzlePglite(pglite, { schema, logger }) as unknown as Db,
    query: (text, params) => pglite.query<Record<string, unknown>>(text, params),
    // The server owns the PGlite instance.
    close: async () => {},
  };
}

export function parseListPath(path: string) {
  return jobListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench.local').searchParams));
}

export interface RawSqlBench {
  time(path: string, runs: number, cache: 'cold' | 'warm'): Promise<RawTiming>;
  explain(timing: RawTiming): Promise<string>;
  close(): Promise<void>;
}

export async function openRawSqlBench(target: { url: string } | { pglite: PGlite }): Promise<RawSqlBench> {
  const logger = new CapturingLogger();
  const connection = await openRawConnection(target, logger);
  const clock = { now: () => new Date() };
  const capture = async (path: string, cache: 'cold' | 'warm'): Promise<Statement[]> => {
    const deps = { db: connection.db, clock };
    const listCache =
      cache === 'warm'
        ? createListCache(
            clock,
            { ttlMs: 3_600_000, maxEntries: 10, maxAnswers: 10, maxJobs: 200 },
            catalogueVersionReader(connection.db),
          )
        : undefined;
    if (listCache) await listJobs({ ...deps, listCache }, parseListPath(path));
    logger.statements = [];
    await listJobs({ ...deps, listCache }, parseListPath(path));
    // A copy: the next capture's warm-up logs into the logger's array.
    return [...logger.statements];
  };
  return {
    async time(path, runs, cache) {
      const statements = await capture(path, cache);
      const totals: number[] = [];
      const each: number[][] = statements.map(() => []);
      // One untimed run first: the API's own first request warmed the same pages.
      for (let run = 0; run <= runs; run += 1) {
        const started = performance.now();
        await connection.query('begin');
        for (const [i, statement] of statements.entries()) {
          const before = performance.now();
          await connection.query(statement.text, statement.params);
          if (run > 0) each[i]!.push(performance.now() - before);
        }
        await connection.query('commit');
        if (run > 0) totals.push(performance.now() - started);
      }
      return { path, statements, median: median(totals), perStatement: each.map(median) };
    },
    async explain(timing) {
      const lines: string[] = [];
      await connection.query('begin');
      try {
        for (const statement of timing.statements) {
          if (!/^\s*select\b/i.test(statement.text) || /set_config/.test(statement.text)) {
            await connection.query(statement.text, statement.params);
            continue;
          }
          const plan = await connection.query(`explain (analyze, buffers) ${statement.text}`, statement.params);
          lines.push(`-- ${statement.text.slice(0, 160)}${statement.text.length > 160 ? '…' : ''}`);
          lines.push(`-- params: ${JSON.stringify(statement.params)}`);
          lines.push(...plan.rows.map((row) => String(Object.values(row)[0])), '');
        }
      } finally {
        await connection.query('rollback');
      }
      return lines.join('\n');
    },
    close: () => connection.close(),
  };
}
