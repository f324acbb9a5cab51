import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Db, DbDriver } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** What domain functions may depend on. Passed explicitly; nothing reads globals. */
export interface AppDeps {
  db: Db;
  dbDriver: DbDriver;
  config: Config;
  clock: Clock;
  boss: PgBoss;
  log: FastifyBaseLogger;
  /** This process's token for local command-line tools (see lib/control-file.ts). */
  controlToken: string;
}
