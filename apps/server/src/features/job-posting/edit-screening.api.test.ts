import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPostingInput, PostedJob, PostingResponse } from '@orbit/shared/posting-contracts';
import type { SignedInUser } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  postingBody,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

/** Screening an employer's edit of a post: every edit's text is screened; what a moderator accepted stays accepted. */
describe('screening an edited post', () => {
  let server: TestServer;
  let verified: SignedInEmployer;
  let unverified: SignedInEmployer;
  let moderator: SignedInUser;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: moderation.env });
    [verified, unverified, moderator] = await Promise.all([
      buildCompanyEmployer(server),
      buildCompanyEmployer(server, { verified: false }),
      buildModerator(server, moderation.email),
    ]);
  });
  afterAll(() => server.close());

  const post = async (employer: SignedInEmployer, overrides: Partial<JobPostingInput> = {}) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(employer.token),
      payload: postingBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PostingResponse>();
  };
  const edit = async (employer: SignedInEmployer, id: string, overrides: Partial<JobPostingInput>) => {
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/jobs/${id}`,
      headers: bearer(employer.token),
      payload: postingBody(overrides),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PostingResponse>();
  };
  const approve = async (id: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/moderation/jobs/${id}`,
      headers: bearer(moderator.token),
      payload: { decision: 'approve', reason: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const isPublic = async (id: string) =>
    (await server.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode === 200;
  const queued = async (id: string) => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/moderation/jobs',
      headers: bearer(moderator.token),
    });
    return response.json<{ posting: PostedJob }[]>().find((entry) => entry.posting._id === id)?.posting;
  };
  const messages = (job: { findings: { message: string }[] }) => job.findings.map((finding) => finding.message);

  const edited = `${postingBody().description} You will own the ledger service end to end.`;
  const scam = `${postingBody().description} Pay a registration fee to start, then WhatsApp +234 803 555 0199.`;

  it('keeps an approved post by an unverified employer live when only its text changes, in any eligibility order', async () => {
    const job = await post(unverified);
    expect(job.postingStatus).toBe('Pending');
    await approve(job._id);
    // The same countries and region, listed in another order: who may apply did not change.
    const saved = await edit(unverified, job._id, {
      description: edited,
      eligibility: { worldwide: false, countries: ['ke', 'NG'], regions: ['Europe'] },
    });
    expect(saved.postingStatus).toBe('Active');
    expect(saved.findings.map((finding) => finding.code)).toEqual(['unverified-employer']);
    expect(await isPublic(job._id)).toBe(true);
    expect(await queued(job._id)).toBeUndefined();
  });

  it('sends an approved post by an unverified employer back to review when who may apply, the title or the pay changes', async () => {
    for (const change of [
      { eligibility: { worldwide: true } },
      { title: 'Staff Backend Engineer' },
      { salaryMax: 120000 },
    ] satisfies Partial<JobPostingInput>[]) {
      const job = await post(unverified);
      await approve(job._id);
      const saved = await edit(unverified, job._id, change);
      expect(saved.postingStatus, JSON.stringify(change)).toBe('Pending');
      expect(await isPublic(job._id)).toBe(false);
    }
  });

  it('sends a clean live post edited into a scam back to review, off the site, with the new findings for the moderator', async () => {
    const job = await post(verified);
    expect(job.postingStatus).toBe('Active');
    const saved = await edit(verified, job._id, { description: scam });
    // The employer is told by the answer, as when posting: awaiting review, and why.
    expect(saved.postingStatus).toBe('Pending');
    const found = [
      'The text asks for a fee',
      'The text moves contact to a messaging app',
      'The text contains a phone number',
    ];
    expect(messages(saved)).toEqual(expect.arrayContaining(found));
    expect(await isPublic(job._id)).toBe(false);
    expect(messages((await queued(job._id)) ?? { findings: [] })).toEqual(expect.arrayContaining(found));
    // Taking the scam out puts a verified employer's post back live.
    expect((await edit(verified, job._id, { description: edited })).postingStatus).toBe('Active');
  });

  it('sends an approved post by an unverified employer back to review when an edit adds a link', async () => {
    const job = await post(unverified);
    await approve(job._id);
    const saved = await edit(unverified, job._id, {
      description: `${postingBody().description} Apply on https://forms.example/apply-now instead.`,
    });
    expect(saved.postingStatus).toBe('Pending');
    expect(saved.findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['unverified-employer', 'link-in-text']),
    );
    expect(await isPublic(job._id)).toBe(false);
  });

  it('keeps findings a moderator accepted from sending an edit back; only a new finding does', async () => {
    // "We never charge an application fee" reads as asking for a fee: a moderator approves it as it is.
    const honest = `${postingBody().description} We never charge an application fee.`;
    const job = await post(verified, { description: honest });
    expect(job.postingStatus).toBe('Pending');
    await approve(job._id);
    const saved = await edit(verified, job._id, { description: honest, benefits: 'Learning budget and a laptop' });
    expect(saved.postingStatus).toBe('Active');
    expect(await isPublic(job._id)).toBe(true);
    const withTelegram = await edit(verified, job._id, { description: `${honest} Message us on Telegram.` });
    expect(withTelegram.postingStatus).toBe('Pending');
    expect(messages((await queued(job._id)) ?? { findings: [] })).toEqual(
      expect.arrayContaining(['The text asks for a fee', 'The text moves contact to a messaging app']),
    );
  });
});
