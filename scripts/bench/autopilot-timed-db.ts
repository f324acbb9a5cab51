import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/server/src/db/client.ts';
import * as schema from '../../apps/server/src/db/schema.ts';

/**
 * A Drizzle handle whose driver calls are timed and charged to the scan that made them, so a round of concurrent
 * scans can still be split, scan by scan, into: the candidate SQL (rankJobs' queries), the other reads before the
 * seeker's lock, the write transaction (from `begin` to `commit`: the lock, history, caps, decisions and queued
 * sends, with the deciding in process between its statements) and what is left, in process (presenting and scoring
 * the candidates, Drizzle's row mapping — and, with several scans at once, waiting for the one thread). The scan is
 * found through AsyncLocalStorage, so the very calls being measured are the ones timed (as in recommend-timed-db.ts).
 */

export interface KeptStatement {
  text: string;
  params: unknown[];
}

export class ScanTrace {
  candidateMs = 0;
  candidateStatements = 0;
  candidateRows = 0;
  otherMs = 0;
  otherStatements = 0;
  /** SQL inside the write transaction, begin and commit included. */
  txSqlMs = 0;
  txStatements = 0;
  /** The transaction from `begin` sent to `commit` answered. */
  txMs = 0;
  private txStarted: number | undefined;
  /** The statements themselves, for EXPLAIN (kept for one sample scan only: a round's texts would weigh on the heap). */
  readonly kept: KeptStatement[] | undefined;

  constructor(keepStatements = false) {
    this.kept = keepStatements ? [] : undefined;
  }

  get inTransaction(): boolean {
    return this.txStarted !== undefined;
  }

  beginTransaction(at: number): void {
    this.txStarted = at;
  }

  endTransaction(at: number): void {
    if (this.txStarted !== undefined) this.txMs += at - this.txStarted;
    this.txStarted = undefined;
  }

  record(text: string, params: unknown[], started: number, ended: number, rows: number): void {
    const ms = ended - started;
    if (/^\s*begin\b/i.test(text)) {
      this.beginTransaction(started);
    }
    if (this.inTransaction) {
      this.txSqlMs += ms;
      this.txStatements += 1;
      if (/^\s*(commit|rollback)\b/i.test(text)) this.endTransaction(ended);
    } else if (/from "jobs"/.test(text) && /\blimit\b/i.test(text)) {
      this.candidateMs += ms;
      this.candidateStatements += 1;
      this.candidateRows += rows;
      this.kept?.push({ text, params });
    } else {
      this.otherMs += ms;
      this.otherStatements += 1;
    }
  }
}

const storage = new AsyncLocalStorage<ScanTrace>();

/** Runs `work` with its driver calls charged to `trace`. */
export const traced = <T>(trace: ScanTrace, work: () => Promise<T>): Promise<T> => storage.run(trace, work);

type Callback = (error: Error | null, result: { rows?: unknown[] }) => void;
type AnyQuery = (...args: unknown[]) => unknown;

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
const paramsOf = (args: unknown[]) =>
  Array.isArray(args[1])
    ? (args[1] as unknown[])
    : (((args[0] as { values?: unknown[] } | undefined)?.values as unknown[] | undefined) ?? []);

/**
 * Times a driver's `query`, promise or callback form. `promisesOnly`: a pooled client's callback-form calls are
 * pg-pool's own `pool.query` at work, already timed at the pool; only the transaction's promise calls are counted.
 */
function timeQuery(original: AnyQuery, promisesOnly: boolean): AnyQuery {
  return function timedQuery(this: unknown, ...args: unknown[]) {
    const trace = storage.getStore();
    const last = args.at(-1);
    if (!trace || (promisesOnly && typeof last === 'function')) return original.apply(this, args);
    const started = performance.now();
    const text = textOf(args[0]);
    const params = trace.kept ? paramsOf(args) : [];
    if (typeof last === 'function') {
      const callback = last as Callback;
      args[args.length - 1] = (error: Error | null, result: { rows?: unknown[] }) => {
        trace.record(text, params, started, performance.now(), result?.rows?.length ?? 0);
        callback(error, result);
      };
      return original.apply(this, args);
    }
    return (original.apply(this, args) as Promise<{ rows?: unknown[] }>).then(
      (result) => {
        trace.record(text, params, started, performance.now(), result?.rows?.length ?? 0);
        return result;
      },
      (error: unknown) => {
        trace.record(text, params, started, performance.now(), 0);
        throw error;
      },
    );
  };
}

export interface TimedScanDb {
  db: Db;
  /** An untimed query (checks). */
  query(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Untimed queries on one connection in a transaction that is rolled back (EXPLAIN at an earlier state). */
  rolledBack<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * PostgreSQL: its own pool (the server's size, 10 connections) whose `query` and whose clients' `query` are timed.
 * PGlite: the server's instance behind a proxy timing `query` and the transactions' `query`.
 */
export function openTimedScanDb(target: { url: string; maxConnections: number } | { pglite: PGlite }): TimedScanDb {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections });
    pool.on('error', (error) => console.error('bench pool: connection lost:', error.message));
    const untimed = pool.query.bind(pool) as unknown as (
      text: string,
      params?: unknown[],
    ) => Promise<{ rows: Record<string, unknown>[] }>;
    (pool as unknown as { query: AnyQuery }).query = timeQuery(pool.query.bind(pool) as AnyQuery, false);
    pool.on('connect', (client) => {
      (client as unknown as { query: AnyQuery }).query = timeQuery(client.query.bind(client) as AnyQuery, true);
    });
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      query: async (text, params) => (await untimed(text, params)).rows,
      rolledBack: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          return await work(async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows);
        } finally {
          await client.query('rollback');
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { pglite } = target;
  const timedQuery = timeQuery(pglite.query.bind(pglite) as AnyQuery, false);
  const timedTransaction = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    const trace = storage.getStore();
    return pglite.transaction(async (tx) => {
      trace?.beginTransaction(performance.now());
      const proxy = new Proxy(tx, {
        get(target, property) {
          if (property === 'query') return timeQuery(tx.query.bind(tx) as AnyQuery, false);
          const value: unknown = Reflect.get(target, property, target);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      try {
        return await work(proxy);
      } finally {
        trace?.endTransaction(performance.now());
      }
    });
  };
  const proxy = new Proxy(pglite, {
    get(instance, property) {
      if (property === 'query') return timedQuery;
      if (property === 'transaction') return timedTransaction;
      const value: unknown = Reflect.get(instance, property, instance);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
    },
  });
  return {
    db: drizzlePglite(proxy, { schema }) as unknown as Db,
    query: async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
    rolledBack: (work) =>
      pglite.transaction(async (tx) => {
        try {
          return await work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
        } finally {
          await tx.rollback();
        }
      }),
    // The run owns the PGlite instance.
    close: async () => {},
  };
}
