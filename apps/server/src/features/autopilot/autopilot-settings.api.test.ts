import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autopilotMessages, defaultAutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { users } from '../../db/schema/accounts.ts';
import { autopilotDecisions } from '../../db/schema/autopilot.ts';
import { buildEmployer, buildSeeker } from '../../test-support/application-builders.ts';
import { buildAutopilotSeeker } from '../../test-support/autopilot-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildJob } from '../../test-support/job-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe('Autopilot settings, status and access', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const get = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const post = (url: string, token: string | undefined, payload: object) =>
    server.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

  it('a seeker who never saved gets section 9’s defaults, inactive', async () => {
    const seeker = await buildSeeker(server);
    const response = await get('/api/autopilot/settings', seeker.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...defaultAutopilotSettings, pausedReason: null });
    expect(response.json()).toMatchObject({
      isActive: false,
      dailyLimit: 5,
      weeklyLimit: 25,
      jobTypes: ['full-time', 'contract'],
      followUpDelay: 5,
      minimumMatchScore: 75,
      mode: 'review',
    });
  });

  it('signed out is 401 and employers 403 on every Autopilot route, whatever the body', async () => {
    const employer = await buildEmployer(server);
    const routes: [string, string][] = [
      ['GET', '/api/autopilot/settings'],
      ['POST', '/api/autopilot/settings'],
      ['GET', '/api/autopilot/status'],
      ['POST', '/api/autopilot/scan'],
      ['GET', '/api/autopilot/queue'],
      ['POST', '/api/autopilot/queue/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/autopilot/activity'],
      ['POST', '/api/autopilot/stop'],
    ];
    for (const [method, url] of routes) {
      const signedOut = await server.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? { dailyLimit: 'x' } : undefined,
      });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
      const asEmployer = await server.app.inject({
        method: method as 'GET',
        url,
        headers: bearer(employer.token),
        payload: method === 'POST' ? { dailyLimit: 'x' } : undefined,
      });
      expect(asEmployer.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses out-of-bounds values with a clear message each, and saves nothing', async () => {
    const seeker = await buildSeeker(server);
    const cases: [object, string][] = [
      [{ dailyLimit: 0 }, autopilotMessages.dailyLimit],
      [{ dailyLimit: 21 }, autopilotMessages.dailyLimit],
      [{ dailyLimit: 2.5 }, autopilotMessages.dailyLimit],
      [{ weeklyLimit: 101 }, autopilotMessages.weeklyLimit],
      [{ dailyLimit: 10, weeklyLimit: 5 }, autopilotMessages.weeklyBelowDaily],
      [{ followUpDelay: 15 }, autopilotMessages.followUpDelay],
      [{ followUpDelay: 0 }, autopilotMessages.followUpDelay],
      [{ minimumMatchScore: 101 }, autopilotMessages.minimumMatchScore],
      [{ jobTypes: ['full-time', 'volunteer'] }, autopilotMessages.jobTypes],
      [{ locationPreference: 'mars' }, autopilotMessages.locationPreference],
      [{ experienceLevel: 'wizard' }, autopilotMessages.experienceLevel],
      [{ mode: 'yolo' }, autopilotMessages.mode],
      [{ timeZone: 'Mars/Olympus' }, autopilotMessages.timeZone],
      [
        { excludedCompanies: Array.from({ length: 101 }, (_, index) => `Company ${index}`) },
        autopilotMessages.tooManyCompanies,
      ],
      [{ baseCoverLetter: 'x'.repeat(5001) }, autopilotMessages.coverLetterTooLong],
      [{ minimumSalary: -1 }, autopilotMessages.minimumSalary],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/autopilot/settings', seeker.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.body, JSON.stringify(body)).toContain(message);
    }
    // A weekly limit below the saved daily one is refused too (the merged settings are checked).
    expect((await post('/api/autopilot/settings', seeker.token, { weeklyLimit: 3 })).json().msg).toBe(
      autopilotMessages.weeklyBelowDaily,
    );
    expect((await get('/api/autopilot/settings', seeker.token)).json()).toEqual({
      ...defaultAutopilotSettings,
      pausedReason: null,
    });
  });

  it('saves the whole object; a partial save keeps the other fields; lists are trimmed and deduplicated', async () => {
    const seeker = await buildSeeker(server);
    const whole = {
      ...defaultAutopilotSettings,
      dailyLimit: 3,
      weeklyLimit: 12,
      skillKeywords: [' Go ', 'Kubernetes', '', 'Go'],
      excludedCompanies: ['Acme Ltd', ' Acme Ltd '],
      timeZone: 'Africa/Lagos',
      baseCoverLetter: 'Dear team, …',
    };
    const saved = await post('/api/autopilot/settings', seeker.token, whole);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().msg).toBe('Settings saved successfully!');
    expect(saved.json().settings).toMatchObject({
      dailyLimit: 3,
      skillKeywords: ['Go', 'Kubernetes'],
      excludedCompanies: ['Acme Ltd'],
      timeZone: 'Africa/Lagos',
    });
    const partial = await post('/api/autopilot/settings', seeker.token, { followUpDelay: 9, autoFollowUp: true });
    expect(partial.json().settings).toMatchObject({
      dailyLimit: 3,
      weeklyLimit: 12,
      followUpDelay: 9,
      autoFollowUp: true,
      baseCoverLetter: 'Dear team, …',
    });
    expect((await post('/api/autopilot/settings', seeker.token, { unknownField: 1 })).statusCode).toBe(400);
  });

  it('turning on needs a verified e-mail, a readable resume, a location and skills, and says what is missing', async () => {
    const seeker = await buildSeeker(server, { resume: false, skills: [] });
    await server.database.db.update(users).set({ location: '' }).where(eq(users.id, seeker.id));
    const refused = await post('/api/autopilot/settings', seeker.token, { isActive: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain(autopilotMessages.cannotStart);
    expect(
      refused
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['location', 'resume', 'skills']);
    const status = (await get('/api/autopilot/status', seeker.token)).json();
    expect(status.isActive).toBe(false);
    expect(
      status.requirements
        .filter((requirement: { met: boolean }) => !requirement.met)
        .map((requirement: { key: string; link: string }) => `${requirement.key} ${requirement.link}`),
    ).toEqual(['resume /upload-resume', 'location /profile', 'skills /profile']);
  });

  it('a ready seeker turns it on; the status counts real rows; Stop now cancels what is queued', async () => {
    const seeker = await buildAutopilotSeeker(server);
    const on = await post('/api/autopilot/settings', seeker.token, { isActive: true, timeZone: 'Africa/Lagos' });
    expect(on.statusCode, on.body).toBe(200);
    const status = (await get('/api/autopilot/status', seeker.token)).json();
    expect(status).toMatchObject({
      isActive: true,
      access: true,
      appliedToday: 0,
      dailyLimit: 5,
      appliedThisWeek: 0,
      weeklyLimit: 25,
      totalApplied: 0,
      timeZone: 'Africa/Lagos',
    });
    expect(status.requirements.every((requirement: { met: boolean }) => requirement.met)).toBe(true);
    // The test server has no hourly round (AUTOPILOT_SCHEDULE=off), so no next scan is promised.
    expect(status.nextScanAt).toBeNull();

    const job = await buildJob(server, { title: 'Go Engineer' });
    await server.database.db.insert(autopilotDecisions).values({
      seekerId: seeker.id,
      jobId: job.id,
      outcome: 'queued',
      sendAfter: new Date(server.clock.now().getTime() + 3_600_000),
    });
    const stopped = await post('/api/autopilot/stop', seeker.token, {});
    expect(stopped.json()).toEqual({ msg: autopilotMessages.stopped, cancelled: 1 });
    const [decision] = await server.database.db
      .select()
      .from(autopilotDecisions)
      .where(eq(autopilotDecisions.seekerId, seeker.id));
    expect(decision).toMatchObject({ outcome: 'cancelled', reasonCode: 'stopped' });
    expect((await get('/api/autopilot/status', seeker.token)).json()).toMatchObject({
      isActive: false,
      pausedReason: 'Stopped by you',
      nextScanAt: null,
    });
  });

  it('Scan now: queued, then refused for a few minutes (429), and refused while off', async () => {
    const seeker = await buildAutopilotSeeker(server);
    expect((await post('/api/autopilot/scan', seeker.token, {})).json().msg).toBe(autopilotMessages.scanInactive);
    await post('/api/autopilot/settings', seeker.token, { isActive: true });
    const first = await post('/api/autopilot/scan', seeker.token, {});
    expect(first.statusCode).toBe(202);
    expect(first.json().msg).toBe(autopilotMessages.scanQueued);
    const again = await post('/api/autopilot/scan', seeker.token, {});
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe(autopilotMessages.scanTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    server.clock.advance(6 * 60 * 1000);
    expect((await post('/api/autopilot/scan', seeker.token, {})).statusCode).toBe(202);
  });

  it('every verified seeker has features.autopilot until billing exists; employers never', async () => {
    const seeker = await buildSeeker(server);
    const employer = await buildEmployer(server);
    expect((await get('/api/users/profile', seeker.token)).json().subscription).toEqual({
      isPremium: false,
      features: { autopilot: true },
    });
    expect((await get('/api/users/profile', employer.token)).json().subscription.features.autopilot).toBe(false);
  });
});
