import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { applyMigrations } from './migrate.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
  entries: JournalEntry[];
};

/**
 * A database made by an earlier version must get every newer migration at start. Drizzle's migrator applies only the
 * migrations whose journal time is after the last one applied, so a migration stamped earlier than its predecessor
 * (0017 after a hand-set 0016) is silently skipped on every existing database while fresh ones, and so the tests,
 * have it.
 */
describe('migrations on an existing database', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('are stamped in the order they are numbered', () => {
    const entries = journal.entries;
    entries.forEach((entry, index) => {
      expect(entry.idx, entry.tag).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0')), entry.tag).toBe(true);
      if (index > 0)
        expect(entry.when, `${entry.tag} is stamped after ${entries[index - 1]!.tag}`).toBeGreaterThan(
          entries[index - 1]!.when,
        );
    });
  });

  it('a database one migration behind gets the newest at start', async () => {
    const behind = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-migrations-'));
    try {
      const older = journal.entries.slice(0, -1);
      fs.mkdirSync(path.join(behind, 'meta'));
      fs.writeFileSync(path.join(behind, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: older }));
      for (const entry of older)
        fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(behind, `${entry.tag}.sql`));
      database = await openPglite(undefined);
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: behind });

      await applyMigrations(database);
      const applied = await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      expect((applied as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(journal.entries.length);
    } finally {
      fs.rmSync(behind, { recursive: true, force: true });
    }
  });
});
