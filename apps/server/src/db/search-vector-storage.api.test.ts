import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * Migration 0016: the search vector is kept in the row (STORAGE MAIN). Out of line, every full-text match read on a
 * heap row fetched it from the TOAST table, three times the cost of the whole search (issue 17 §5).
 */
describe('the jobs search vector', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is stored in the row, the long texts leaving it first', async () => {
    const result = await server.database.db.execute(
      sql`select attname, attstorage from pg_attribute where attrelid = 'jobs'::regclass and attname in ('search_vector', 'description') order by attname`,
    );
    expect((result as unknown as { rows: { attname: string; attstorage: string }[] }).rows).toEqual([
      { attname: 'description', attstorage: 'x' },
      { attname: 'search_vector', attstorage: 'm' },
    ]);
  });
});
