import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  candidateDetailSchema,
  candidateSearchResponseSchema,
  type CandidateSearchResponse,
} from '@orbit/shared/candidate-contracts';
import { candidateCardSchema, type TalentVisibility } from '@orbit/shared/talent-contracts';
import { applications } from '../../db/schema/applications.ts';
import { talentViews } from '../../db/schema/talent.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, buildUser } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob } from '../../test-support/pipeline-builders.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * Who sees what of a seeker: each visibility × each kind of company × each endpoint, written out. The companies: a
 * verified employer, an unverified one, a verified one the seeker named among those that must never see them, and an
 * unverified one the seeker applied to (so only the application, never the pool, lets it in for 'verified-employers').
 */
type Company = 'verified' | 'unverified' | 'hiddenFrom' | 'appliedTo';
/** none: 404 everywhere; card: in the list and the card, nothing that identifies them; shared: the details too. */
type Sees = 'none' | 'card' | 'shared';

const matrix: Record<TalentVisibility, Record<Company, { list: boolean; sees: Sees }>> = {
  hidden: {
    verified: { list: false, sees: 'none' },
    unverified: { list: false, sees: 'none' },
    hiddenFrom: { list: false, sees: 'none' },
    appliedTo: { list: false, sees: 'shared' },
  },
  'verified-employers': {
    verified: { list: true, sees: 'card' },
    unverified: { list: false, sees: 'none' },
    hiddenFrom: { list: false, sees: 'none' },
    appliedTo: { list: false, sees: 'shared' },
  },
  'all-employers': {
    verified: { list: true, sees: 'card' },
    unverified: { list: true, sees: 'card' },
    hiddenFrom: { list: false, sees: 'none' },
    appliedTo: { list: true, sees: 'shared' },
  },
};

const cardKeys = Object.keys(candidateCardSchema.shape)
  .filter((key) => key !== 'matchScore')
  .sort();
const visibilities = Object.keys(matrix) as TalentVisibility[];
const companyKinds: Company[] = ['verified', 'unverified', 'hiddenFrom', 'appliedTo'];

describe('the candidate privacy matrix', () => {
  let server: TestServer;
  const companies = {} as Record<Company, SignedInEmployer>;
  const seekers = {} as Record<TalentVisibility, SignedInSeeker & { fullName: string; phone: string }>;
  /** What must never reach an employer the seeker did not share it with. */
  const secretsOf = (visibility: TalentVisibility) => {
    const seeker = seekers[visibility];
    return [
      seeker.email,
      seeker.phone,
      seeker.fullName,
      'Accra',
      'amaka-resume.pdf',
      `/api/candidates/${seeker.id}/resume`,
    ];
  };
  const allSecrets = () => visibilities.flatMap(secretsOf);

  const get = (employer: SignedInEmployer, url: string) =>
    server.app.inject({ method: 'GET', url, headers: bearer(employer.token) });

  beforeAll(async () => {
    server = await startTestServer();
    [companies.verified, companies.unverified, companies.hiddenFrom, companies.appliedTo] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server, { verified: false }),
      buildCompanyEmployer(server),
      buildCompanyEmployer(server, { verified: false }),
    ]);
    const job = await buildCompanyJob(server, companies.appliedTo);
    const names: Record<TalentVisibility, string> = {
      hidden: 'Halima Bello',
      'verified-employers': 'Kwame Mensah',
      'all-employers': 'Wanjiru Achieng',
    };
    for (const [index, visibility] of visibilities.entries()) {
      const fullName = names[visibility];
      const phone = `+233 20 555 010${index}`;
      const seeker = await buildSeeker(server, { name: fullName });
      await server.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(seeker.token),
        payload: {
          phone,
          talentVisibility: visibility,
          // Written differently from the company's own name: the key is what counts.
          hiddenFromCompanies: [`${companies.hiddenFrom.companyName.toUpperCase()} Ltd.`],
        },
      });
      await applyTo(server, seeker.token, job.id);
      seekers[visibility] = { ...seeker, fullName, phone };
    }
  });
  afterAll(() => server.close());

  it('was set up through the profile as a seeker would', async () => {
    for (const visibility of visibilities) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(seekers[visibility].token),
      });
      expect(response.json()).toMatchObject({ talentVisibility: visibility, phone: seekers[visibility].phone });
    }
  });

  describe.each(companyKinds)('for the %s company', (kind) => {
    it('lists exactly the seekers visible to it, as cards with nothing that identifies or reaches them', async () => {
      const response = await get(companies[kind], '/api/candidates');
      expect(response.statusCode).toBe(200);
      const answer: CandidateSearchResponse = candidateSearchResponseSchema.parse(response.json());
      const expected = visibilities.filter((visibility) => matrix[visibility][kind].list);
      expect(answer.candidates.map((card) => card._id).sort()).toEqual(
        expected.map((visibility) => seekers[visibility].id).sort(),
      );
      expect(answer.total).toBe(expected.length);
      for (const card of answer.candidates) {
        expect(Object.keys(card).sort()).toEqual(cardKeys);
        expect(card.country).toBe('Ghana');
        expect(card.contact).toBe(kind === 'appliedTo' ? 'accepted' : 'none');
      }
      for (const secret of allSecrets()) expect(response.body).not.toContain(secret);
      expect(response.body).not.toMatch(/"(email|phone|name|resumeUrl|bio|location)"/);
    });

    it.each(visibilities)('opens the card of a %s seeker only as the matrix says', async (visibility) => {
      const seeker = seekers[visibility];
      const { sees } = matrix[visibility][kind];
      const response = await get(companies[kind], `/api/candidates/${seeker.id}`);
      if (sees === 'none') {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ msg: 'Candidate not found' });
        return;
      }
      expect(response.statusCode).toBe(200);
      const detail = candidateDetailSchema.parse(response.json());
      expect(detail.displayName).toBe(`${seeker.fullName.split(' ')[0]} ${seeker.fullName.split(' ')[1]![0]}.`);
      expect(detail).toMatchObject({ _id: seeker.id, title: 'Frontend Engineer', country: 'Ghana' });
      if (sees === 'card') {
        expect(Object.keys(detail).sort()).toEqual(cardKeys);
        expect(detail.contact).toBe('none');
        for (const secret of secretsOf(visibility)) expect(response.body).not.toContain(secret);
      } else {
        expect(detail).toMatchObject({
          name: seeker.fullName,
          email: seeker.email,
          phone: seeker.phone,
          resumeUrl: `/api/candidates/${seeker.id}/resume`,
          contact: 'accepted',
        });
        expect(response.body).not.toContain('Accra');
      }
      // No other seeker's secrets ride along.
      for (const other of visibilities.filter((each) => each !== visibility)) {
        for (const secret of secretsOf(other)) expect(response.body).not.toContain(secret);
      }
    });

    it.each(visibilities)('sends the resume of a %s seeker only where it was shared', async (visibility) => {
      const seeker = seekers[visibility];
      const response = await get(companies[kind], `/api/candidates/${seeker.id}/resume`);
      if (matrix[visibility][kind].sees !== 'shared') {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('%PDF');
        return;
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(samplePdf('Amaka Seeker - Frontend Engineer'))).toBe(true);
    });
  });

  it('records each card and resume opened, never a list or a refusal', async () => {
    const seeker = seekers['all-employers'];
    const before = await viewsOf(seeker.id);
    await get(companies.verified, '/api/candidates');
    await get(companies.hiddenFrom, `/api/candidates/${seeker.id}`);
    await get(companies.verified, `/api/candidates/${seeker.id}/resume`);
    expect(await viewsOf(seeker.id)).toHaveLength(before.length);

    server.clock.advance(60_000);
    const at = server.clock.now();
    await get(companies.verified, `/api/candidates/${seeker.id}`);
    await get(companies.appliedTo, `/api/candidates/${seeker.id}/resume`);
    const added = (await viewsOf(seeker.id)).slice(before.length);
    expect(added).toEqual([
      { companyId: companies.verified.companyId, viewerId: companies.verified.id, what: 'profile', viewedAt: at },
      { companyId: companies.appliedTo.companyId, viewerId: companies.appliedTo.id, what: 'resume', viewedAt: at },
    ]);
  });

  it('takes the details back when the seeker withdraws: the pool card only, or nothing', async () => {
    for (const visibility of ['hidden', 'all-employers'] as const) {
      const seeker = seekers[visibility];
      await server.database.db
        .update(applications)
        .set({ withdrawnAt: server.clock.now() })
        .where(eq(applications.seekerId, seeker.id));
    }
    const hidden = await get(companies.appliedTo, `/api/candidates/${seekers.hidden.id}`);
    expect(hidden.statusCode).toBe(404);
    const visible = await get(companies.appliedTo, `/api/candidates/${seekers['all-employers'].id}`);
    expect(visible.statusCode).toBe(200);
    expect(Object.keys(visible.json<object>()).sort()).toEqual(cardKeys);
    for (const secret of secretsOf('all-employers')) expect(visible.body).not.toContain(secret);
    const resume = await get(companies.appliedTo, `/api/candidates/${seekers['all-employers'].id}/resume`);
    expect(resume.statusCode).toBe(404);
  });

  it('never shows a seeker whose address is not verified, an employer, or an unknown id', async () => {
    const unverified = await buildUser(server, {
      name: 'Unverified Seeker',
      isEmailVerified: false,
      talentVisibility: 'all-employers',
    });
    const employerId = companies.unverified.id;
    for (const id of [unverified.id, employerId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await get(companies.verified, `/api/candidates/${id}`)).statusCode).toBe(404);
    }
    const list = await get(companies.verified, '/api/candidates');
    expect(list.body).not.toContain(unverified.id);
  });

  it('is for employers: 401 signed out, 403 for a seeker', async () => {
    const id = seekers['all-employers'].id;
    for (const url of ['/api/candidates', `/api/candidates/${id}`, `/api/candidates/${id}/resume`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const asSeeker = await server.app.inject({ method: 'GET', url, headers: bearer(seekers.hidden.token) });
      expect(asSeeker.statusCode).toBe(403);
    }
  });

  const viewsOf = (seekerId: string) =>
    server.database.db
      .select({
        companyId: talentViews.companyId,
        viewerId: talentViews.viewerId,
        what: talentViews.what,
        viewedAt: talentViews.viewedAt,
      })
      .from(talentViews)
      .where(eq(talentViews.seekerId, seekerId))
      .orderBy(talentViews.viewedAt, talentViews.what);
});
