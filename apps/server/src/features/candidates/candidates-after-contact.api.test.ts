import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateDetailSchema } from '@orbit/shared/candidate-contracts';
import { candidateCardSchema } from '@orbit/shared/talent-contracts';
import { users } from '../../db/schema/accounts.ts';
import { companies as companiesTable } from '../../db/schema/companies.ts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * The privacy matrix's contact-request rows: a seeker in the pool who accepted one company's request and declined
 * another's. Accepting shares the name, e-mail, phone and the profile's resume with that company only; declining
 * shares nothing. Each card says where the company's contact stands.
 */
const cardKeys = Object.keys(candidateCardSchema.shape)
  .filter((key) => key !== 'matchScore')
  .sort();

describe('the candidate card after a contact request', () => {
  let server: TestServer;
  let seeker: SignedInSeeker & { phone: string };
  const employers = {} as Record<'accepted' | 'declined' | 'pending' | 'expired' | 'stranger', SignedInEmployer>;

  const get = (employer: SignedInEmployer, url: string) =>
    server.app.inject({ method: 'GET', url, headers: bearer(employer.token) });
  const ask = async (employer: SignedInEmployer) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/candidates/${seeker.id}/contact`,
      headers: bearer(employer.token),
      payload: {
        subject: 'A frontend role',
        message: 'We would love to talk about a frontend role on our team.',
        salaryMin: 40_000,
        salaryMax: 60_000,
        salaryCurrency: 'USD',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ contactRequest: { _id: string } }>().contactRequest._id;
  };
  const answer = (requestId: string, decision: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api/contact-requests/${requestId}`,
      headers: bearer(seeker.token),
      payload: { decision },
    });

  beforeAll(async () => {
    server = await startTestServer();
    const built = await buildSeeker(server, { name: 'Kofi Boateng' });
    await server.database.db
      .update(users)
      .set({ talentVisibility: 'all-employers', phone: '+233 24 555 0199' })
      .where(eq(users.id, built.id));
    seeker = { ...built, phone: '+233 24 555 0199' };
    for (const kind of ['accepted', 'declined', 'pending', 'expired', 'stranger'] as const) {
      employers[kind] = await buildCompanyEmployer(server);
    }
    // Its 14 days ran out (the sweep has not come by): moving the clock that far would end the sessions too.
    const expiring = await ask(employers.expired);
    await server.database.db
      .update(contactRequests)
      .set({ expiresAt: new Date(server.clock.now().getTime() - 60_000) })
      .where(eq(contactRequests.id, expiring));
    expect((await answer(await ask(employers.accepted), 'accept')).statusCode).toBe(200);
    expect((await answer(await ask(employers.declined), 'decline')).statusCode).toBe(200);
    await ask(employers.pending);
  });
  afterAll(() => server.close());

  it('shows the name, e-mail, phone and resume to the company whose request was accepted', async () => {
    const response = await get(employers.accepted, `/api/candidates/${seeker.id}`);
    expect(response.statusCode).toBe(200);
    expect(candidateDetailSchema.parse(response.json())).toMatchObject({
      name: 'Kofi Boateng',
      email: seeker.email,
      phone: seeker.phone,
      resumeUrl: `/api/candidates/${seeker.id}/resume`,
      contact: 'accepted',
    });
    const resume = await get(employers.accepted, `/api/candidates/${seeker.id}/resume`);
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(samplePdf('Amaka Seeker - Frontend Engineer'))).toBe(true);
  });

  it.each([
    ['declined', 'declined'],
    ['pending', 'pending'],
    ['expired', 'none'],
    ['stranger', 'none'],
  ] as const)('shows the %s company the card only, saying %s', async (kind, contact) => {
    const response = await get(employers[kind], `/api/candidates/${seeker.id}`);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<object>()).sort()).toEqual(cardKeys);
    expect(response.json()).toMatchObject({ contact });
    for (const secret of [seeker.email, seeker.phone, 'Kofi Boateng', 'Boateng', '/resume']) {
      expect(response.body).not.toContain(secret);
    }
    expect((await get(employers[kind], `/api/candidates/${seeker.id}/resume`)).statusCode).toBe(404);
  });

  it("says on each company's search results where its contact stands", async () => {
    const expected = {
      accepted: 'accepted',
      declined: 'declined',
      pending: 'pending',
      expired: 'none',
      stranger: 'none',
    };
    for (const [kind, contact] of Object.entries(expected)) {
      const response = await get(employers[kind as keyof typeof expected], '/api/candidates');
      const card = response
        .json<{ candidates: { _id: string; contact: string }[] }>()
        .candidates.find((each) => each._id === seeker.id);
      expect(card?.contact, kind).toBe(contact);
      expect(response.body).not.toContain(seeker.email);
    }
  });

  it('keeps the details with the accepting company when the seeker leaves the pool', async () => {
    await server.database.db.update(users).set({ talentVisibility: 'hidden' }).where(eq(users.id, seeker.id));
    expect((await get(employers.accepted, `/api/candidates/${seeker.id}`)).json()).toMatchObject({
      email: seeker.email,
    });
    expect((await get(employers.declined, `/api/candidates/${seeker.id}`)).statusCode).toBe(404);
    await server.database.db.update(users).set({ talentVisibility: 'all-employers' }).where(eq(users.id, seeker.id));
  });

  it('shows a suspended company nothing', async () => {
    await server.database.db
      .update(companiesTable)
      .set({ suspendedAt: server.clock.now() })
      .where(eq(companiesTable.id, employers.accepted.companyId));
    for (const url of [`/api/candidates/${seeker.id}`, `/api/candidates/${seeker.id}/resume`]) {
      expect((await get(employers.accepted, url)).statusCode).toBe(403);
    }
  });
});
