import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportRun } from '@orbit/shared/job-contracts';
import { eventually } from '../../test-support/eventually.ts';
import { startFeedServer, type FeedServer } from '../../test-support/feed-server.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { controlTokenRequired } from './import-control-routes.ts';

describe('import control endpoints (npm run import against a running server)', () => {
  let feeds: FeedServer;
  let server: TestServer;
  beforeAll(async () => {
    feeds = await startFeedServer();
    // No feed hangs here: a generous timeout keeps a busy CI machine from failing a healthy local feed.
    server = await startTestServer({ env: { ...feeds.env, JOB_IMPORT_TIMEOUT_MS: '5000', JOB_IMPORT_RETRIES: '0' } });
    server.clock.set(new Date('2026-03-16T12:00:00Z'));
  });
  afterAll(async () => {
    await server.close();
    await feeds.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('refuses callers without this process token', async () => {
    for (const headers of [
      {},
      bearer('x'.repeat(43)),
      bearer(`${server.controlToken}x`),
      { authorization: server.controlToken },
    ]) {
      const response = await server.app.inject({ method: 'POST', url: '/api/internal/import-runs', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ msg: controlTokenRequired });
    }
    const read = await server.app.inject({
      method: 'GET',
      url: '/api/internal/import-runs/00000000-0000-0000-0000-000000000000',
    });
    expect(read.statusCode).toBe(401);
  });

  it('starts a cli run on the queue and reports each source as it finishes', async () => {
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/internal/import-runs',
      headers: bearer(server.controlToken),
    });
    expect(started.statusCode).toBe(202);
    const { run } = started.json<{ run: ImportRun }>();
    expect(run).toMatchObject({ trigger: 'cli', sources: {} });
    // Queued, or already taken: the queue notifies its worker, which may start the run before the answer is read.
    expect(['queued', 'running']).toContain(run.status);

    const current = await eventually(
      async () => {
        const read = await server.app.inject({
          method: 'GET',
          url: `/api/internal/import-runs/${run._id}`,
          headers: bearer(server.controlToken),
        });
        expect(read.statusCode).toBe(200);
        const now = read.json<{ run: ImportRun }>().run;
        return ['succeeded', 'partial', 'failed'].includes(now.status) ? now : undefined;
      },
      { timeoutMs: 20_000, what: `import run ${run._id} to end` },
    );
    expect(current.status).toBe('succeeded');
    expect(Object.keys(current.sources)).toEqual(['remotive', 'remote-ok', 'we-work-remotely', 'jobicy', 'arbeitnow']);
    expect(current.totals.created).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown run and 400 for a malformed id', async () => {
    const unknown = await server.app.inject({
      method: 'GET',
      url: '/api/internal/import-runs/00000000-0000-4000-8000-000000000000',
      headers: bearer(server.controlToken),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await server.app.inject({
      method: 'GET',
      url: '/api/internal/import-runs/abc',
      headers: bearer(server.controlToken),
    });
    expect(malformed.statusCode).toBe(400);
  });
});
