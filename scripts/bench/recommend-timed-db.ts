import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';

/**
 * A Drizzle handle whose driver calls are timed, so one real `recommendJobs` call can be split into its SQL (each
 * statement from send to rows parsed by the driver) and the rest, which is in process (Drizzle's row mapping,
 * presenting, scoring, sorting). Timing the driver rather than replaying the SQL keeps the split honest: it is
 * the very call being measured, with the same plan, the same rows and the same parsing.
 */

export interface TimedStatement {
  text: string;
  params: unknown[];
  ms: number;
  rows: number;
}

export interface TimedDb {
  db: Db;
  /** Statements since the last `reset()`, in order. */
  statements: TimedStatement[];
  reset(): void;
  /** An untimed query on the same connection(s): EXPLAIN, checks. */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

type QueryFunction = (
  config: string | { text: string; values?: unknown[] },
  params?: unknown[],
  options?: unknown,
) => Promise<{ rows: unknown[] }>;

function timing(original: QueryFunction, statements: () => TimedStatement[]): QueryFunction {
  return async (config, params, options) => {
    const started = performance.now();
    const result = await original(config, params, options);
    const text = typeof config === 'string' ? config : config.text;
    statements().push({
      text,
      params: params ?? (typeof config === 'string' ? [] : (config.values ?? [])),
      ms: performance.now() - started,
      rows: result.rows.length,
    });
    return result;
  };
}

export async function openTimedDb(target: { url: string } | { pglite: PGlite }): Promise<TimedDb> {
  let statements: TimedStatement[] = [];
  const current = () => statements;
  const handle = (db: Db, original: QueryFunction, close: () => Promise<void>): TimedDb => ({
    db,
    get statements() {
      return statements;
    },
    reset: () => {
      statements = [];
    },
    query: async (text: string, params?: unknown[]) => (await original(text, params)).rows as Record<string, unknown>[],
    close,
  });
  if ('url' in target) {
    // Its own small pool, beside the server's: the domain calls measured here do not queue behind the API's.
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    const original = pool.query.bind(pool) as unknown as QueryFunction;
    (pool as unknown as { query: QueryFunction }).query = timing(original, current);
    return handle(drizzlePg(pool, { schema }) as unknown as Db, original, () => pool.end());
  }
  // PGlite is one in-process instance (the server's): a proxy times its `query` and passes everything else through.
  const { pglite } = target;
  const original = pglite.query.bind(pglite) as unknown as QueryFunction;
  const timed = timing(original, current);
  const proxy = new Proxy(pglite, {
    get(instance, property) {
      if (property === 'query') return timed;
      const value: unknown = Reflect.get(instance, property, instance);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
    },
  });
  // The server owns the PGlite instance: nothing to close.
  return handle(drizzlePglite(proxy, { schema }) as unknown as Db, original, async () => {});
}
