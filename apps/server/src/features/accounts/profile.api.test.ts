import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, loginAs, userRow } from '../../test-support/builders.ts';
import { multipartBody, type MultipartValue } from '../../test-support/multipart.ts';
import { oversizedPdf, sampleDocx, sampleExe, samplePdf, samplePng } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const onboardingFields = {
  title: 'Frontend Engineer',
  experience: '3-5',
  education: "Bachelor's Degree",
  location: 'Accra, Ghana',
  skills: JSON.stringify(['React', 'JavaScript']),
  jobTypes: JSON.stringify(['Full-time', 'Remote']),
  salaryExpectation: '$50,000-$70,000',
  bio: 'I build accessible web apps.',
};

const pdfPart = (bytes = samplePdf(), fileName = 'cv.pdf'): MultipartValue => ({
  fileName,
  contentType: 'application/pdf',
  bytes,
});

describe('profile, onboarding and uploaded files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const onboard = (token: string, fields: Record<string, MultipartValue>) => {
    const { payload, headers } = multipartBody(fields);
    return server.app.inject({
      method: 'PUT',
      url: '/api/users/onboarding',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const newSeeker = async () => {
    const user = await buildUser(server, { name: 'Kofi Mensah' });
    return { user, token: await loginAs(server, user) };
  };

  it('completes onboarding with a PDF resume and a picture, served back to the owner only', async () => {
    const { user, token } = await newSeeker();
    const response = await onboard(token, {
      ...onboardingFields,
      resume: pdfPart(),
      profilePicture: { fileName: 'me.png', contentType: 'image/png', bytes: samplePng() },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      onboardingComplete: true,
      title: 'Frontend Engineer',
      skills: ['React', 'JavaScript'],
      jobTypes: ['Full-time', 'Remote'],
      resumeFileName: 'cv.pdf',
    });
    expect(body.resumeUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(body.profileCompleteness).toBeGreaterThan(80);

    const own = await server.app.inject({ method: 'GET', url: body.resumeUrl, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await newSeeker();
    const theirs = await server.app.inject({ method: 'GET', url: body.resumeUrl, headers: bearer(stranger.token) });
    expect(theirs.statusCode).toBe(404);
    const anonymous = await server.app.inject({ method: 'GET', url: body.resumeUrl });
    expect(anonymous.statusCode).toBe(401);

    // Stored under a server-generated name, not the client's.
    const files = fs.readdirSync(server.config.uploadDir);
    expect(files.some((name) => name.includes('cv'))).toBe(false);
    expect((await userRow(server, user.id))?.onboardingComplete).toBe(true);
  });

  it('accepts a DOCX resume', async () => {
    const { token } = await newSeeker();
    const response = await onboard(token, {
      ...onboardingFields,
      resume: { fileName: 'resume.docx', contentType: 'application/octet-stream', bytes: sampleDocx() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().resumeFileName).toBe('resume.docx');
  });

  it('refuses an .exe renamed to .pdf, and saves nothing', async () => {
    const { user, token } = await newSeeker();
    const response = await onboard(token, { ...onboardingFields, resume: pdfPart(sampleExe(), 'cv.pdf') });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('Please upload a PDF or Word document (.pdf, .doc, .docx)');
    const row = await userRow(server, user.id);
    expect(row?.onboardingComplete).toBe(false);
    expect(row?.title).toBe('');
  });

  it('refuses a PDF named .docx (extension and signature must agree)', async () => {
    const { token } = await newSeeker();
    const response = await onboard(token, { ...onboardingFields, resume: pdfPart(samplePdf(), 'cv.docx') });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an 11 MB resume with 413', async () => {
    const { user, token } = await newSeeker();
    const response = await onboard(token, { ...onboardingFields, resume: pdfPart(oversizedPdf(11 * 1024 * 1024)) });
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe('Your resume is larger than 10MB. Please upload a smaller file.');
    expect((await userRow(server, user.id))?.onboardingComplete).toBe(false);
  });

  it('refuses a picture that is not an image, and a picture over 5 MB', async () => {
    const { token } = await newSeeker();
    const notImage = await onboard(token, {
      ...onboardingFields,
      resume: pdfPart(),
      profilePicture: { fileName: 'me.png', contentType: 'image/png', bytes: samplePdf() },
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().msg).toBe('Please upload a JPEG, PNG or WebP image for your profile picture');
    const bigPng = Buffer.concat([samplePng(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await onboard(token, {
      ...onboardingFields,
      resume: pdfPart(),
      profilePicture: { fileName: 'me.png', contentType: 'image/png', bytes: bigPng },
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it.each([
    ['resume', {}, 'Please upload your resume to complete registration'],
    ['title', { title: '' }, 'Please fill in all required fields'],
    ['experience', { experience: '100 years' }, 'Please fill in all required fields'],
    ['skills', { skills: '[]' }, 'Please select at least one skill'],
    ['jobTypes', { jobTypes: 'not json' }, 'Please select at least one job type'],
  ])('explains a missing or invalid %s', async (_field, override, message) => {
    const { token } = await newSeeker();
    const fields: Record<string, MultipartValue> = { ...onboardingFields, ...override };
    if (_field !== 'resume') fields.resume = pdfPart();
    const response = await onboard(token, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe(message);
  });

  it('refuses onboarding for employers and anonymous visitors', async () => {
    const employer = await buildUser(server, { userType: 'employer', onboardingComplete: true });
    const employerToken = await loginAs(server, employer);
    expect((await onboard(employerToken, { ...onboardingFields, resume: pdfPart() })).statusCode).toBe(403);
    const { payload, headers } = multipartBody({ ...onboardingFields, resume: pdfPart() });
    const anonymous = await server.app.inject({ method: 'PUT', url: '/api/users/onboarding', payload, headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('saves profile edits for real and recomputes completeness', async () => {
    const { token } = await newSeeker();
    const before = (
      await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })
    ).json();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { name: 'Kofi A. Mensah', bio: 'Data analyst', skills: ['SQL', 'Python', 'sql'], experience: '1-3' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Kofi A. Mensah', bio: 'Data analyst', skills: ['SQL', 'Python'] });
    expect(response.json().profileCompleteness).toBeGreaterThan(before.profileCompleteness);
    const reloaded = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(reloaded.json().name).toBe('Kofi A. Mensah');
  });

  it('answers the country the location names, and follows a change of location', async () => {
    const { token } = await newSeeker();
    const save = (location: string) =>
      server.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { location } });
    expect((await save('Lagos, Nigeria')).json().country).toEqual({ code: 'NG', name: 'Nigeria', region: 'Africa' });
    expect((await save('Nairobi')).json().country).toEqual({ code: 'KE', name: 'Kenya', region: 'Africa' });
    const profile = await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json().country).toMatchObject({ code: 'KE' });
    expect((await save('Somewhere over the rainbow')).json().country).toBeNull();
  });

  it('validates profile edits', async () => {
    const { token } = await newSeeker();
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { name: '   ', experience: 'forever' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['experience', 'name']);
  });

  it('answers 404 for a malformed file id', async () => {
    const { token } = await newSeeker();
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/files/../../etc/passwd',
      headers: bearer(token),
    });
    expect([401, 404]).toContain(response.statusCode);
    const malformed = await server.app.inject({ method: 'GET', url: '/api/files/not-a-uuid', headers: bearer(token) });
    expect(malformed.statusCode).toBe(404);
  });
});
