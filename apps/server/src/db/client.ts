import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle handle both drivers satisfy; domain code only ever sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Set for the embedded database; pg-boss runs on the same instance. */
  pglite?: PGlite;
  /** Set for PostgreSQL; pg-boss opens its own pool on the same URL. */
  connectionString?: string;
  close(): Promise<void>;
}

/**
 * Settings of every database session. pg_trgm's word-similarity threshold is the job search's (features/catalogue/
 * search-ranking.ts): its default, 0.6, misses single-letter typos in long titles. Set per session rather than with
 * `set_config` in a transaction around each search, which cost three more round trips a misspelt search.
 */
const sessionSettings: Record<string, string> = { 'pg_trgm.word_similarity_threshold': '0.5' };

/**
 * `dataDir` undefined = in-memory PGlite (tests). `loadDataDir` starts from a dump (PGlite's `dumpDataDir`) instead
 * of running initdb: tests start from a migrated template that way, several seconds faster per file.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  const pglite = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  for (const [name, value] of Object.entries(sessionSettings))
    await pglite.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, driver: 'pglite', pglite, close: () => pglite.close() };
}

export async function openPostgres(connectionString: string, maxConnections: number): Promise<Database> {
  const options = Object.entries(sessionSettings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({ connectionString, max: maxConnections, options });
  // An idle client losing its connection (server restart, network blip) emits 'error' on the pool; unhandled, that
  // would end the process. The pool drops the client and the next query opens a new one.
  pool.on('error', (error) => console.error('PostgreSQL connection lost (the pool will reconnect):', error.message));
  // Fail fast with the driver's own message when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, driver: 'postgres', connectionString, close: () => pool.end() };
}
