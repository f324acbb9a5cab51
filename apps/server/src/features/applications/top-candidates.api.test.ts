import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topCandidatesSchema, type TopCandidate } from '@orbit/shared/posting-contracts';
import { users } from '../../db/schema/accounts.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { applyTo, buildCompanyJob, setApplicationStatus } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/**
 * The dashboard's Top Candidates over both sources: the company's applicants and the talent pool seekers visible to
 * it, ranked together; a pool seeker reads as their anonymous card until they share their details.
 */
describe('GET /api/employer/candidates with the talent pool', () => {
  let server: TestServer;
  let boss: SignedInEmployer;
  let unverified: SignedInEmployer;
  let jobId: string;
  let secondJobId: string;
  let applicant: SignedInSeeker;
  let kofi: SignedInSeeker;
  let wanjiru: SignedInSeeker;
  const unseen: Record<'hidden' | 'hidingFromBoss' | 'unverifiedAddress', string> = {
    hidden: '',
    hidingFromBoss: '',
    unverifiedAddress: '',
  };

  const list = async (employer: SignedInEmployer): Promise<TopCandidate[]> => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/employer/candidates',
      headers: bearer(employer.token),
    });
    expect(response.statusCode).toBe(200);
    return topCandidatesSchema.parse(response.json());
  };
  const setProfile = async (seeker: SignedInSeeker, payload: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(seeker.token),
      payload,
    });
    expect(response.statusCode).toBe(200);
  };
  const setPoolColumns = (seekerId: string, columns: Partial<typeof users.$inferInsert>) =>
    server.database.db.update(users).set(columns).where(eq(users.id, seekerId));

  beforeAll(async () => {
    server = await startTestServer();
    [boss, unverified] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server, { verified: false }),
    ]);
    jobId = (await buildCompanyJob(server, boss, { title: 'Pool Role', skills: ['React', 'TypeScript'] })).id;
    secondJobId = (await buildCompanyJob(server, boss, { title: 'Second Role', skills: ['TypeScript', 'Go'] })).id;
    await buildCompanyJob(server, unverified, { title: 'Unverified Role', skills: ['React', 'TypeScript'] });

    applicant = await buildSeeker(server, { name: 'Ada Applicant', skills: ['Excel'] });
    await applyTo(server, applicant.token, jobId);

    // Chosen on /profile, as a seeker does.
    kofi = await buildSeeker(server, { name: 'Kofi Boateng', skills: ['React', 'TypeScript'] });
    await setProfile(kofi, { talentVisibility: 'verified-employers' });
    wanjiru = await buildSeeker(server, { name: 'Wanjiru Achieng', skills: ['React'] });
    await setPoolColumns(wanjiru.id, { talentVisibility: 'all-employers' });

    const strong = { skills: ['React', 'TypeScript'] };
    unseen.hidden = (await buildSeeker(server, { ...strong, name: 'Halima Hidden' })).id;
    const hiding = await buildSeeker(server, { ...strong, name: 'Hana Hiding' });
    await setProfile(hiding, {
      talentVisibility: 'all-employers',
      hiddenFromCompanies: [`${boss.companyName.toUpperCase()} Ltd.`],
    });
    unseen.hidingFromBoss = hiding.id;
    unseen.unverifiedAddress = (await buildSeeker(server, { ...strong, name: 'Uche Unverified' })).id;
    await setPoolColumns(unseen.unverifiedAddress, { talentVisibility: 'all-employers', isEmailVerified: false });
  });
  afterAll(() => server.close());

  it('ranks applicants and visible pool seekers together, by score, each pool seeker once', async () => {
    const rows = await list(boss);
    const bySeeker = (id: string) => rows.filter((row) => row.seekerId === id);
    expect(rows.map((row) => row.seekerId).sort()).toEqual([applicant.id, kofi.id, wanjiru.id].sort());
    const scores = rows.map((row) => row.matchScore ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows[0]?.seekerId).toBe(kofi.id);

    expect(bySeeker(applicant.id)).toEqual([
      expect.objectContaining({
        source: 'applicant',
        jobId,
        name: 'Ada Applicant',
        location: 'Accra, Ghana',
        education: "Bachelor's Degree",
        status: 'Applied',
        contact: 'accepted',
      }),
    ]);
    expect(bySeeker(kofi.id)).toEqual([
      {
        source: 'pool',
        applicationId: null,
        seekerId: kofi.id,
        // Matches both jobs; listed for the one it matches best.
        jobId: expect.any(String),
        jobTitle: expect.any(String),
        name: 'Kofi B.',
        headline: 'Frontend Engineer',
        location: 'Ghana',
        skills: ['React', 'TypeScript'],
        experience: '3-5',
        education: '',
        matchScore: expect.any(Number),
        status: null,
        contact: 'none',
      },
    ]);
    expect([jobId, secondJobId]).toContain(bySeeker(kofi.id)[0]?.jobId);
  });

  it('never lists a hidden seeker, one hiding from the company, or one with an unverified address', async () => {
    const ids = (await list(boss)).map((row) => row.seekerId);
    for (const id of Object.values(unseen)) expect(ids).not.toContain(id);
  });

  it("shows a pool seeker's card only: no full name, city, e-mail or phone", async () => {
    const pool = (await list(boss)).filter((row) => row.source === 'pool');
    expect(pool).toHaveLength(2);
    for (const row of pool) {
      const text = JSON.stringify(row);
      for (const secret of ['Boateng', 'Achieng', 'Accra', kofi.email, wanjiru.email, '+233', 'Bachelor'])
        expect(text).not.toContain(secret);
    }
  });

  it('lists for an unverified company only those visible to all employers (the hidden list names another)', async () => {
    const rows = await list(unverified);
    expect(rows.map((row) => row.seekerId).sort()).toEqual([wanjiru.id, unseen.hidingFromBoss].sort());
    expect(rows.map((row) => row.name).sort()).toEqual(['Hana H.', 'Wanjiru A.']);
  });

  it('shows the full name once the pool seeker applies, as an applicant row only', async () => {
    const { application } = await applyTo(server, kofi.token, jobId);
    const rows = (await list(boss)).filter((row) => row.seekerId === kofi.id);
    expect(rows).toEqual([
      expect.objectContaining({
        source: 'applicant',
        applicationId: application._id,
        jobId,
        name: 'Kofi Boateng',
        location: 'Accra, Ghana',
        contact: 'accepted',
      }),
    ]);
  });

  it('never offers a rejected applicant for that job again; for another, with the details they shared', async () => {
    const [applied] = (await list(boss)).filter((row) => row.seekerId === kofi.id);
    await setApplicationStatus(server, applied!.applicationId!, 'Rejected');
    const rows = (await list(boss)).filter((row) => row.seekerId === kofi.id);
    expect(rows).toEqual([
      expect.objectContaining({
        source: 'pool',
        applicationId: null,
        jobId: secondJobId,
        name: 'Kofi Boateng',
        location: 'Accra, Ghana',
        education: "Bachelor's Degree",
        contact: 'accepted',
      }),
    ]);
  });
});
