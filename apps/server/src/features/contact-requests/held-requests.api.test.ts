import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactRequestSchema,
  outreachMessages,
  type ContactRequest,
  type ContactRequestInput,
  type OutreachReport,
} from '@orbit/shared/outreach-contracts';
import { contactRequests } from '../../db/schema/outreach.ts';
import { bearer, buildUser, loginAs } from '../../test-support/builders.ts';
import { drainQueues } from '../../test-support/drain-queues.ts';
import {
  buildCompanyEmployer,
  buildModerator,
  moderatorEnv,
  type SignedInEmployer,
} from '../../test-support/employer-builders.ts';
import { emailsTo } from '../../test-support/pipeline-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { totpCode } from '../../test-support/two-factor-builders.ts';
import { expireContactRequests } from './expire-requests.ts';

const dayMs = 24 * 60 * 60 * 1000;
const requestSubject = (company: string) => `${company} would like to talk to you on Orbit Jobs`;

describe('contact requests held by screening', () => {
  let server: TestServer;
  let moderator: Awaited<ReturnType<typeof buildModerator>>;
  let moderatorToken: string;

  beforeAll(async () => {
    const moderation = moderatorEnv();
    server = await startTestServer({ env: moderation.env });
    moderator = await buildModerator(server, moderation.email);
    moderatorToken = moderator.token;
  });
  afterAll(() => server.close());

  async function poolSeeker() {
    const seeker = await buildUser(server, {
      name: 'Amara Okafor',
      location: 'Lagos, Nigeria',
      title: 'Backend Engineer',
      skills: ['Go'],
      onboardingComplete: true,
      talentVisibility: 'all-employers',
    });
    return { ...seeker, token: await loginAs(server, seeker) };
  }

  const body = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => ({
    subject: 'A backend role',
    message: 'We liked your profile and would love to talk about a backend role.',
    salaryMin: 50_000,
    salaryMax: 70_000,
    salaryCurrency: 'USD',
    ...overrides,
  });
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const contact = (employer: SignedInEmployer, seekerId: string, payload: object) =>
    call('POST', `/api/candidates/${seekerId}/contact`, employer.token, payload);
  const inbox = async (token: string) =>
    (await call('GET', '/api/inbox', token)).json<{ requests: ContactRequest[] }>().requests;
  /** Sessions run on the app's clock: after moving it days on, the moderator signs in again, with their code. */
  const signModeratorInAgain = async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: moderator.email, password: moderator.password },
    });
    const { challenge } = login.json<{ challenge: string }>();
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/users/login/two-factor',
      payload: { challenge, code: totpCode(server, moderator.twoFactorSecret) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    moderatorToken = answer.json<{ token: string }>().token;
  };
  /** The moderators' queue about one company. */
  const reportsAbout = async (companyId: string) => {
    const answer = await call('GET', '/api/moderation/reports', moderatorToken);
    return answer.json<{ reports: OutreachReport[] }>().reports.filter((report) => report.company._id === companyId);
  };
  const moderate = async (reportId: string, decision: object) =>
    call('POST', `/api/moderation/reports/${reportId}`, moderatorToken, decision);
  const requestMails = async (seeker: { email: string }, employer: SignedInEmployer) => {
    await drainQueues(server, { queues: ['email-send'] });
    return (await emailsTo(server, seeker.email)).filter(
      (mail) => mail.subject === requestSubject(employer.companyName),
    );
  };

  it('holds a request asking to move to WhatsApp: not in the inbox, not e-mailed, in the moderators’ queue, the sender told', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const response = await contact(
      employer,
      seeker.id,
      body({ message: 'Great profile! Please reach our recruiter on WhatsApp +234 800 000 0000 to continue.' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ contactRequest: ContactRequest; notice?: string }>();
    expect(answer.notice).toBe(outreachMessages.requestHeld);
    const request = contactRequestSchema.parse(answer.contactRequest);
    expect(request).toMatchObject({ status: 'pending', held: true });

    expect(await inbox(seeker.token)).toEqual([]);
    expect(await requestMails(seeker, employer)).toEqual([]);
    expect(
      (await call('POST', `/api/contact-requests/${request._id}`, seeker.token, { decision: 'accept' })).statusCode,
    ).toBe(404);
    const sentList = await inbox(employer.token);
    expect(sentList.find((listed) => listed._id === request._id)).toMatchObject({ status: 'pending', held: true });
    // It holds the one open place: a reworded copy cannot go round the hold.
    const again = await contact(employer, seeker.id, body());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ msg: outreachMessages.alreadyOpen });
    const card = await call('GET', `/api/candidates/${seeker.id}`, employer.token);
    expect(card.json()).toMatchObject({ contact: 'pending' });

    expect(await reportsAbout(employer.companyId)).toEqual([
      expect.objectContaining({
        kind: 'contact-request',
        status: 'open',
        heldByScreening: true,
        heldReasons: ['moves contact to a messaging app'],
        text: 'Subject: A backend role\n\nGreat profile! Please reach our recruiter on WhatsApp +234 800 000 0000 to continue.',
      }),
    ]);
  });

  it('screens the subject too, and a clean request is delivered at once', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const held = await contact(employer, seeker.id, body({ subject: 'Pay the training fee to start' }));
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({ contactRequest: { held: true }, notice: outreachMessages.requestHeld });

    const otherEmployer = await buildCompanyEmployer(server);
    const clean = await contact(otherEmployer, seeker.id, body());
    expect(clean.statusCode).toBe(201);
    expect(clean.json()).not.toHaveProperty('notice');
    expect(clean.json()).toMatchObject({ contactRequest: { held: false } });
    expect((await inbox(seeker.token)).map((request) => request.company._id)).toEqual([otherEmployer.companyId]);
    expect(await requestMails(seeker, otherEmployer)).toHaveLength(1);
    expect(await requestMails(seeker, employer)).toEqual([]);
  });

  it('a held request does not expire while it waits; releasing it delivers it with its 14 days from then', async () => {
    const employer = await buildCompanyEmployer(server);
    let seeker = await poolSeeker();
    const response = await contact(employer, seeker.id, body({ message: 'Send your BVN so we can set up payroll.' }));
    const requestId = response.json<{ contactRequest: ContactRequest }>().contactRequest._id;
    const [report] = await reportsAbout(employer.companyId);
    expect(report?.heldReasons).toEqual(['asks for an identity or bank number']);

    server.clock.advance(20 * dayMs);
    await expireContactRequests({ db: server.database.db, clock: server.clock });
    const [waiting] = await server.database.db.select().from(contactRequests).where(eq(contactRequests.id, requestId));
    expect(waiting).toMatchObject({ status: 'pending', held: true });
    const refreshedEmployer = { ...employer, token: await loginAs(server, employer) };
    await signModeratorInAgain();
    seeker = { ...seeker, token: await loginAs(server, seeker) };
    expect((await call('GET', `/api/candidates/${seeker.id}`, refreshedEmployer.token)).json()).toMatchObject({
      contact: 'pending',
    });

    const released = await moderate(report!._id, { decision: 'dismiss' });
    expect(released.statusCode, released.body).toBe(200);
    const [delivered] = await inbox(seeker.token);
    expect(delivered).toMatchObject({ _id: requestId, status: 'pending', held: false });
    expect(new Date(delivered!.expiresAt).getTime()).toBe(server.clock.now().getTime() + 14 * dayMs);
    const [mail, ...more] = await requestMails(seeker, employer);
    expect(more).toEqual([]);
    expect(mail?.textBody).toContain('Pay offered: USD 50,000 – 70,000');
    expect(mail?.textBody).not.toContain('BVN');

    const accepted = await call('POST', `/api/contact-requests/${requestId}`, seeker.token, { decision: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('suspending the employer withdraws its held request: the seeker never gets it', async () => {
    const employer = await buildCompanyEmployer(server);
    const seeker = await poolSeeker();
    const response = await contact(
      employer,
      seeker.id,
      body({ message: 'Buy a gift card to secure your interview slot.' }),
    );
    const requestId = response.json<{ contactRequest: ContactRequest }>().contactRequest._id;
    const [report] = await reportsAbout(employer.companyId);
    const suspended = await moderate(report!._id, {
      decision: 'suspend-employer',
      reason: 'Asked a seeker for gift cards',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const [row] = await server.database.db.select().from(contactRequests).where(eq(contactRequests.id, requestId));
    expect(row).toMatchObject({ status: 'expired', held: true });
    expect(await inbox(seeker.token)).toEqual([]);
    expect(await requestMails(seeker, employer)).toEqual([]);
  });
});
