import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { createServer, type RunningServer } from '../server.ts';
import { createTestClock, type TestClock } from './test-clock.ts';

/**
 * Which database the API suite runs on: TEST_DB=postgres with TEST_DATABASE_URL (a server the
 * suite may create databases on), anything else = in-memory PGlite.
 */
const testDb = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** Digest of everything a migrated template depends on: the migrations and the PGlite build. */
function templateKey(): string {
  const hash = crypto.createHash('sha256');
  const migrations = new URL('../db/migrations/', import.meta.url);
  for (const file of fs
    .readdirSync(migrations)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(fs.readFileSync(new URL(file, migrations)));
  }
  let dir = path.dirname(new URL(import.meta.resolve('@electric-sql/pglite')).pathname);
  while (!fs.existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  hash.update(fs.readFileSync(path.join(dir, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Buffer> | undefined;

/**
 * A freshly migrated PGlite data directory, made once and kept in the OS temp folder (shared by the test
 * workers; written atomically). Loading it skips initdb, which is most of an in-memory PGlite's start-up time.
 */
export function pgliteTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `orbit-pglite-template-${templateKey()}.tar`);
    try {
      return fs.readFileSync(file);
    } catch {
      // Not made yet (or just replaced by another checkout's run): make it.
    }
    const database = await openPglite(undefined);
    await applyMigrations(database);
    const dump = Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer());
    await database.close();
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
    // Templates of earlier migration sets are tens of MB each; keep only the current one.
    for (const name of fs.readdirSync(os.tmpdir())) {
      const stale = name.startsWith('orbit-pglite-template-') && !name.startsWith(path.basename(file));
      if (stale) fs.rmSync(path.join(os.tmpdir(), name), { force: true });
    }
    return dump;
  })();
  return template;
}

/** Waits until no session is left on database `name` (pool.end() resolves before its sockets have closed). */
async function waitForNoSessions(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 40; tries += 1) {
    const { rows } = await admin.query('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The name of a database on the test server migrated once per migration set (`orbit_template_<key>`), made by the
 * first worker that asks (the others wait on an advisory lock). Each file's database is created as a copy of it
 * instead of running every migration again.
 */
function postgresTemplateName(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = `orbit_template_${templateKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
      const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length === 0) {
        const partial = `${name}_${crypto.randomBytes(4).toString('hex')}`;
        await admin.query(`create database ${partial}`);
        const url = new URL(adminUrl);
        url.pathname = `/${partial}`;
        const database = await openPostgres(url.toString(), 1);
        await applyMigrations(database);
        await database.close();
        await waitForNoSessions(admin, partial);
        // Under its final name only once migrated: a copy never starts from half a template.
        await admin.query(`alter database ${partial} rename to ${name}`);
        // Templates of earlier migration sets; one still being copied from is left for next time.
        const stale = await admin.query(
          "select datname from pg_database where datname ~ '^orbit_template_[0-9a-f]{16}$' and datname <> $1",
          [name],
        );
        for (const row of stale.rows as { datname: string }[]) {
          await admin.query(`drop database if exists ${row.datname}`).catch(() => undefined);
        }
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
      await admin.end();
    }
    return name;
  })();
  return postgresTemplate;
}

async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (testDb === 'pglite') {
    const database = await openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]) });
    return { database, dispose: () => database.close() };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Each test file gets its own database, so files can run in parallel and never see each other's rows.
  const name = `orbit_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = await postgresTemplateName(testDatabaseUrl);
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      // A forced drop would kill sessions still closing, and their FATAL reaches a pool with no error listener (an
      // unhandled error in whichever test file runs next). Wait.
      await waitForNoSessions(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestServer extends RunningServer {
  config: Config;
  clock: TestClock;
  dbKind: 'pglite' | 'postgres';
}

export async function startTestServer(
  options: { smtpUrl?: string; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://orbit.test',
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO_DATA: 'false',
    NODE_ENV: 'test',
    // Tests start imports themselves; a cron firing mid-test would add runs they did not ask for.
    JOB_IMPORT_SCHEDULE: 'off',
    AUTOPILOT_SCHEDULE: 'off',
    JOB_ALERT_SCHEDULE: 'off',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
  const clock = createTestClock(new Date());
  const { database, dispose } = await openTestDatabase();
  const server = await createServer(
    { ...config, webDistDir: undefined },
    { database, clock, pollingIntervalSeconds: 0.5 },
  );
  return {
    ...server,
    config,
    clock,
    dbKind: testDb,
    async close() {
      await server.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
