import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eligibilityReaderVersion } from '@orbit/shared/eligibility';
import { jobs } from '../../db/schema/jobs.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { readStoredEligibility } from './read-eligibility-task.ts';

describe('reading the eligibility of jobs stored before the reader', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const log = { info: () => {} };
  const rowsOf = (ids: string[]) =>
    server.database.db
      .select({ id: jobs.id, eligibility: jobs.eligibility, reader: jobs.eligibilityReader, updatedAt: jobs.updatedAt })
      .from(jobs)
      .where(inArray(jobs.id, ids));

  it("reads each imported job's own words once, keeps unknown as null and never touches a native post", async () => {
    // Stored before the reader (version 0), as jobs of an older release are.
    const unread = { location: 'Remote', eligibilityReader: 0 };
    const usOnly = await buildJob(server, { ...unread, regions: 'USA Only' });
    const anywhere = await buildJob(server, { ...unread, regions: 'Anywhere in the World' });
    const unknown = await buildJob(server, { ...unread, regions: '' });
    const emea = await buildJob(server, { ...unread, regions: 'Europe, Africa' });
    // An employer's statement, however its words read.
    const stated = { worldwide: false, countries: ['KE'], regions: [] };
    const native = await buildJob(server, {
      source: 'orbit',
      sourceId: null,
      regions: 'Worldwide',
      eligibility: stated,
      eligibilityReader: 0,
    });

    // The reading queued at start may have got there first: either way each is read once.
    await readStoredEligibility({ db: server.database.db, log });
    const byId = new Map(
      (await rowsOf([usOnly.id, anywhere.id, unknown.id, emea.id, native.id])).map((row) => [row.id, row]),
    );
    expect(byId.get(usOnly.id)?.eligibility).toEqual({ worldwide: false, countries: ['US'], regions: [] });
    expect(byId.get(anywhere.id)?.eligibility).toEqual({ worldwide: true, countries: [], regions: [] });
    expect(byId.get(unknown.id)?.eligibility).toBeNull();
    expect(byId.get(emea.id)?.eligibility).toEqual({ worldwide: false, countries: [], regions: ['Europe', 'Africa'] });
    for (const job of [usOnly, anywhere, unknown, emea]) {
      expect(byId.get(job.id)?.reader).toBe(eligibilityReaderVersion);
      // The job did not change: Autopilot's incremental round, which follows updated_at, need not look again.
      expect(byId.get(job.id)?.updatedAt.getTime()).toBe(job.updatedAt.getTime());
    }
    expect(byId.get(native.id)).toMatchObject({ eligibility: stated, reader: 0 });

    // Done once: a second run finds nothing, the unknown one included.
    expect(await readStoredEligibility({ db: server.database.db, log })).toBe(0);
  });

  it('reads every imported job again when the reader is newer than the one that read it', async () => {
    const job = await buildJob(server, {
      regions: 'Worldwide',
      eligibility: null,
      eligibilityReader: eligibilityReaderVersion - 1,
    });
    await readStoredEligibility({ db: server.database.db, log });
    const [row] = await server.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      eligibility: { worldwide: true, countries: [], regions: [] },
      eligibilityReader: eligibilityReaderVersion,
    });
  });
});
