import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('health, 404s and the error handler', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // A route that fails the way a bug would, to see what leaks out.
    server.app.get('/api/test-only/boom', async () => {
      throw new Error('connection to db-internal.example:5432 failed for user admin');
    });
  });
  afterAll(() => server.close());

  it('reports the database in use', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: server.dbKind });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'API route not found' });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toEqual(expect.any(String));
  });

  it('never leaks internals in a 500', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('db-internal');
    expect(response.json()).toEqual({ msg: 'Something went wrong on our side. Please try again later.' });
  });

  it('sets protective headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
