import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talentPoolSeekersOnlyMessage } from '@orbit/shared/talent-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { talentViews } from '../../db/schema/talent.ts';
import { normalizeCompanyName } from '../../domain/companies/company-names.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer, candidatePayload, userRow } from '../../test-support/builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { collectUserData } from '../data-rights/collect-user-data.ts';

const hourMs = 60 * 60 * 1000;

describe('the talent pool settings on the profile, and who looked', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const getProfile = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
  const putProfile = (token: string, payload: object) =>
    server.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
  const getViews = (token?: string) =>
    server.app.inject({ method: 'GET', url: '/api/talent/views', ...(token ? { headers: bearer(token) } : {}) });

  async function buildCompany(name = `Looker ${crypto.randomBytes(3).toString('hex')}`) {
    const [company] = await server.database.db
      .insert(companies)
      .values({ name, normalizedName: normalizeCompanyName(name) })
      .returning({ id: companies.id, name: companies.name });
    return company!;
  }
  const recordView = (seekerId: string, companyId: string, what: 'profile' | 'resume', viewedAt: Date) =>
    server.database.db.insert(talentViews).values({ seekerId, companyId, what, viewedAt });

  it('is not visible by default, for a new account and one made before the setting existed', async () => {
    const payload = candidatePayload();
    expect((await server.app.inject({ method: 'POST', url: '/api/users', payload })).statusCode).toBe(201);
    const [registered] = await server.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(registered).toMatchObject({ talentVisibility: 'hidden', hiddenFromCompanies: [], hiddenCompanyKeys: [] });

    // An account inserted without the columns, as every account older than the talent pool was.
    const seeker = await buildSeeker(server);
    const profile = (await getProfile(seeker.token)).json();
    expect(profile).toMatchObject({ talentVisibility: 'hidden', hiddenFromCompanies: [] });
  });

  it('saves the visibility and the hidden companies, and reads them back', async () => {
    const seeker = await buildSeeker(server);
    const saved = await putProfile(seeker.token, {
      talentVisibility: 'verified-employers',
      hiddenFromCompanies: ['Kijani Labs'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      talentVisibility: 'verified-employers',
      hiddenFromCompanies: ['Kijani Labs'],
    });
    expect((await getProfile(seeker.token)).json()).toMatchObject({
      talentVisibility: 'verified-employers',
      hiddenFromCompanies: ['Kijani Labs'],
    });

    // Other edits leave them as they are; each can change alone.
    await putProfile(seeker.token, { bio: 'Frontend engineer in Accra' });
    const visible = (await putProfile(seeker.token, { talentVisibility: 'all-employers' })).json();
    expect(visible).toMatchObject({ talentVisibility: 'all-employers', hiddenFromCompanies: ['Kijani Labs'] });
    const cleared = (await putProfile(seeker.token, { hiddenFromCompanies: [] })).json();
    expect(cleared).toMatchObject({ talentVisibility: 'all-employers', hiddenFromCompanies: [] });
    expect((await userRow(server, seeker.id))?.hiddenCompanyKeys).toEqual([]);
  });

  it('stores each hidden company once, with the key the candidate search compares', async () => {
    const seeker = await buildSeeker(server);
    const response = await putProfile(seeker.token, {
      hiddenFromCompanies: ['  Paystack Ltd ', 'paystack', 'Kestrel Cloud GmbH', 'Ésé Digital'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hiddenFromCompanies).toEqual(['Paystack Ltd', 'Kestrel Cloud GmbH', 'Ésé Digital']);
    expect((await userRow(server, seeker.id))?.hiddenCompanyKeys).toEqual(['paystack', 'kestrel cloud', 'ese digital']);
  });

  it('refuses an unknown visibility or a blank company, saying why, and saves nothing', async () => {
    const seeker = await buildSeeker(server);
    const wrong = await putProfile(seeker.token, { talentVisibility: 'everyone', bio: 'changed' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      msg: 'Choose who may find your profile: not visible, verified employers or all employers',
      errors: [{ path: 'talentVisibility' }],
    });
    const blank = await putProfile(seeker.token, { hiddenFromCompanies: ['Acme', '  '] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe('A company name cannot be empty');
    const tooMany = await putProfile(seeker.token, {
      hiddenFromCompanies: Array.from({ length: 51 }, (_, i) => `Company ${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('At most 50 companies can be hidden from');
    expect(await userRow(server, seeker.id)).toMatchObject({ talentVisibility: 'hidden', bio: '' });
  });

  it('is a seeker setting: an employer is told so, is never in the pool, and edits the rest of the profile', async () => {
    const employer = await buildCompanyEmployer(server);
    for (const payload of [{ talentVisibility: 'all-employers' }, { hiddenFromCompanies: ['Acme'] }]) {
      const response = await putProfile(employer.token, { ...payload, title: 'Head of People' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        msg: talentPoolSeekersOnlyMessage,
        errors: [{ msg: talentPoolSeekersOnlyMessage, path: Object.keys(payload)[0] }],
      });
    }
    expect(await userRow(server, employer.id)).toMatchObject({ talentVisibility: 'hidden', title: '' });
    const edited = await putProfile(employer.token, { title: 'Head of People' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Head of People',
      talentVisibility: 'hidden',
      hiddenFromCompanies: [],
    });
  });

  it('lists the companies that looked at the caller, newest first, one line per company, look and day', async () => {
    const seeker = await buildSeeker(server);
    const other = await buildSeeker(server);
    const kijani = await buildCompany();
    const savanna = await buildCompany();
    // From yesterday's noon (UTC), so the looks within the hour share a day whenever the test runs.
    const noon = new Date(server.clock.now().getTime() - 24 * hourMs).setUTCHours(12, 0, 0, 0);
    const at = (hoursAgo: number) => new Date(noon - hoursAgo * hourMs);
    // Kijani paged through a search: three looks at the card within the hour read as one, at the latest.
    await recordView(seeker.id, kijani.id, 'profile', at(0.9));
    await recordView(seeker.id, kijani.id, 'profile', at(0.5));
    await recordView(seeker.id, kijani.id, 'profile', at(0.7));
    await recordView(seeker.id, kijani.id, 'resume', at(0.4));
    await recordView(seeker.id, savanna.id, 'profile', at(72));
    await recordView(other.id, savanna.id, 'resume', at(0.1));

    const response = await getViews(seeker.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      views: [
        { company: kijani.name, what: 'resume', at: at(0.4).toISOString() },
        { company: kijani.name, what: 'profile', at: at(0.5).toISOString() },
        { company: savanna.name, what: 'profile', at: at(72).toISOString() },
      ],
    });
    expect((await getViews(other.token)).json().views).toEqual([
      { company: savanna.name, what: 'resume', at: at(0.1).toISOString() },
    ]);
    expect((await getViews((await buildSeeker(server)).token)).json()).toEqual({ views: [] });
  });

  it('answers who looked to the seeker only', async () => {
    expect((await getViews()).statusCode).toBe(401);
    const employer = await buildCompanyEmployer(server);
    expect((await getViews(employer.token)).statusCode).toBe(403);
  });

  it("puts the settings and every look in the seeker's data export", async () => {
    const seeker = await buildSeeker(server);
    await putProfile(seeker.token, { talentVisibility: 'all-employers', hiddenFromCompanies: ['Paystack'] });
    const company = await buildCompany();
    const viewedAt = new Date(server.clock.now().getTime() - hourMs);
    await recordView(seeker.id, company.id, 'profile', viewedAt);
    await recordView(seeker.id, company.id, 'profile', viewedAt);

    const { document } = await collectUserData(server.database.db, seeker.id, server.clock.now(), () => false);
    expect(document.account).toMatchObject({ talentVisibility: 'all-employers', hiddenFromCompanies: ['Paystack'] });
    expect(document.talentPoolViews).toEqual([
      { company: company.name, what: 'profile', viewedAt },
      { company: company.name, what: 'profile', viewedAt },
    ]);
  });

  it('forgets who looked at a seeker who deletes their account', async () => {
    const seeker = await buildSeeker(server);
    const company = await buildCompany();
    await recordView(seeker.id, company.id, 'resume', server.clock.now());
    const deleted = await server.app.inject({
      method: 'POST',
      url: '/api/users/delete-account',
      headers: bearer(seeker.token),
      payload: { password: seeker.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await server.database.db.select().from(talentViews).where(eq(talentViews.seekerId, seeker.id));
    expect(left).toEqual([]);
  });
});
