import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { resumeAnalyses } from '../../db/schema/files.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, candidatePayload } from '../../test-support/builders.ts';
import { buildCompanyEmployer, postingBody, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const refused = (field: string) => ({
  msg: `${field} contains characters that are not allowed`,
  errors: [{ msg: `${field} contains characters that are not allowed`, path: field }],
});

/**
 * Control characters at the edge: before the guard, a NUL in a search or a registration reached PostgreSQL, which
 * refuses it in text, and the caller got a 500.
 */
describe('control characters in requests', () => {
  let server: TestServer;
  let seeker: SignedInSeeker;

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeeker(server, { resume: false });
  });
  afterAll(() => server.close());

  it.each(['search', 'location', 'category'])(
    'GET /api/jobs with a NUL in %s answers 400 naming the field',
    async (field) => {
      const response = await server.app.inject({ method: 'GET', url: `/api/jobs?${field}=web%00dev` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refused(field));
    },
  );

  it.each(['%01', '%1B', '%7F', '%0A'])('refuses %s in a query, where no line break belongs', async (char) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/jobs?search=react${char}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('search contains characters that are not allowed');
  });

  it('keeps ordinary text, accents and emoji', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/jobs?search=${encodeURIComponent('développeur 🚀 日本')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/jobs/%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('id'));
  });

  it.each([
    ['name', { name: 'Chidi\u0000' }],
    ['email', { email: 'chidi\u0000@example.org' }],
    ['password', { password: 'orbit-test-\u0000-password' }],
    ['location', { location: 'Lagos\u0007' }],
  ])('registration with a control character in %s answers 400 and creates nothing', async (field, overrides) => {
    const payload = candidatePayload(overrides);
    const response = await server.app.inject({ method: 'POST', url: '/api/users', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  it.each([
    ['email', { email: '\u0000', password: 'x' }],
    ['password', { email: 'someone@example.org', password: 'pass\u0000word' }],
  ])('login with a NUL in %s answers 400', async (field, payload) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/users/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  it('names the nested field and allows line breaks and tabs in a body text', async () => {
    const nested = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(seeker.token),
      payload: { skills: ['React', 'Go\u0000'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refused('skills.1'));

    const multiLine = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(seeker.token),
      payload: { bio: 'First line\r\nSecond line\twith a tab' },
    });
    expect(multiLine.statusCode).toBe(200);
    expect(multiLine.json().bio).toBe('First line\r\nSecond line\twith a tab');
  });

  it('refuses a control character in an object key', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@example.org', password: 'x', 'bad\u0000key': 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('body contains characters that are not allowed');
  });

  it('refuses absurdly nested bodies with a 400', async () => {
    const deep = `${'{"a":'.repeat(5000)}"x"${'}'.repeat(5000)}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.org","password":"x","deep":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('The request is nested too deeply');
  });

  it('answers 401 before judging the characters of a signed-out call', async () => {
    const response = await server.app.inject({ method: 'PUT', url: '/api/users/profile', payload: { bio: '\u0000' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: messages.notAuthenticated });
  });

  it('refuses a control character in a header value the app stores', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'user-agent': 'Mozilla\u0000' },
      payload: { email: seeker.email, password: seeker.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('user-agent header contains characters that are not allowed');
  });

  it('checks multipart text fields and file names', async () => {
    const pdf = { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: samplePdf() };
    const onboarding = (fields: Record<string, string>, fileName = 'cv.pdf') =>
      multipartBody({
        title: 'Engineer',
        experience: '3-5',
        education: "Bachelor's Degree",
        location: 'Lagos',
        skills: '["React"]',
        jobTypes: '["Full-time"]',
        ...fields,
        resume: { ...pdf, fileName },
      });
    const send = (body: ReturnType<typeof multipartBody>) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/users/onboarding',
        headers: { ...bearer(seeker.token), ...body.headers },
        payload: body.payload,
      });

    const badField = await send(onboarding({ title: 'Engi\u0000neer' }));
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toEqual(refused('title'));

    const badName = await send(onboarding({}, 'cv\u0001.pdf'));
    expect(badName.statusCode).toBe(400);
    expect(badName.json().msg).toBe('resume file name contains characters that are not allowed');

    const bio = await send(onboarding({ bio: 'Line one\nLine two' }));
    expect(bio.statusCode).toBe(200);
  });

  it('answers a multipart body cut short with a 400, not a 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/users/resume',
      headers: { ...bearer(seeker.token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'The form could not be read. Please try again.' });
  });
});

/**
 * Half a UTF-16 surrogate pair ("\ud800" in JSON) is no character at all: PostgreSQL refuses it in jsonb and text,
 * and the caller got a 500.
 */
describe('lone surrogates in requests', () => {
  let server: TestServer;
  let seeker: SignedInSeeker;
  let employer: SignedInEmployer;

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeeker(server);
    await server.database.db
      .insert(resumeAnalyses)
      .values({ fileId: seeker.resumeFileId!, userId: seeker.id, status: 'done', skills: ['Go'] });
    employer = await buildCompanyEmployer(server);
  });
  afterAll(() => server.close());

  /** As JSON text: JSON.stringify writes a lone surrogate as its escape, which is what travels. */
  const sendJson = (method: 'POST' | 'PUT', url: string, token: string, body: unknown) =>
    server.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it.each([
    ['skills.1', { skills: ['React', '\ud800'] }],
    ['jobTypes.0', { jobTypes: ['Full-time\udc00'] }],
    ['bio', { bio: 'Reversed pair \udc00\ud800' }],
  ])('PUT /api/users/profile refuses one in %s with a 400 naming it', async (field, body) => {
    const response = await sendJson('PUT', '/api/users/profile', seeker.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field));
  });

  it.each(['description', 'responsibilities', 'requirements', 'benefits'] as const)(
    'a job post refuses one in its %s, new or edited',
    async (field) => {
      const created = await sendJson('POST', '/api/jobs', employer.token, postingBody({ [field]: 'Ship \ud83d fast' }));
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual(refused(field));

      const posted = await sendJson('POST', '/api/jobs', employer.token, postingBody());
      expect(posted.statusCode).toBe(201);
      const url = `/api/jobs/${posted.json().id}`;
      const edited = await sendJson('PUT', url, employer.token, postingBody({ [field]: 'Ship \ud83d fast' }));
      expect(edited.statusCode).toBe(400);
      expect(edited.json()).toEqual(refused(field));
    },
  );

  it("refuses one in a job post's skills and in the skills of dismissed resume suggestions", async () => {
    const post = await sendJson('POST', '/api/jobs', employer.token, postingBody({ skills: ['Go', '\udfff'] }));
    expect(post.json()).toEqual(refused('skills.1'));
    const dismiss = await sendJson('POST', '/api/users/resume/suggestions/dismiss', seeker.token, {
      skills: ['\ud800'],
    });
    expect(dismiss.statusCode).toBe(400);
    expect(dismiss.json()).toEqual(refused('skills.0'));
  });

  it('refuses one in a key, and in the JSON lists of the onboarding form', async () => {
    const key = await sendJson('PUT', '/api/users/profile', seeker.token, { ['\ud800']: 'x' });
    expect(key.json()).toEqual(refused('body'));

    const form = (lists: { skills: string; jobTypes: string }) =>
      multipartBody({
        title: 'Engineer',
        experience: '3-5',
        education: "Bachelor's Degree",
        location: 'Lagos',
        ...lists,
        resume: { fileName: 'cv.pdf', contentType: 'application/pdf', bytes: samplePdf() },
      });
    for (const [field, lists] of [
      ['skills.1', { skills: JSON.stringify(['React', '\ud800']), jobTypes: '["Full-time"]' }],
      ['jobTypes.0', { skills: '["React"]', jobTypes: JSON.stringify(['\udbff']) }],
      // A NUL spelled as a JSON escape inside the field passes the field's own check; the list is checked once read.
      ['skills.0', { skills: JSON.stringify(['\u0000']), jobTypes: '["Full-time"]' }],
    ] as const) {
      const body = form(lists);
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/users/onboarding',
        headers: { ...bearer(seeker.token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual(refused(field));
    }
  });

  it('keeps whole surrogate pairs: emoji and other astral characters', async () => {
    const response = await sendJson('PUT', '/api/users/profile', seeker.token, {
      skills: ['React', 'Rust 🦀'],
      bio: 'Shipping 🚀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('Shipping 🚀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢');
  });
});
