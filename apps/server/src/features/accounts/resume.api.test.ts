import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { textPdf } from '../../lib/text-pdf.ts';
import { buildEmployer, buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer, userRow } from '../../test-support/builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import {
  corruptPdf,
  docFile,
  docxFile,
  passwordProtectedPdf,
  sampleResumeLines,
} from '../../test-support/sample-documents.ts';
import { oversizedPdf, sampleExe } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const kinds = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

describe('POST /api/users/resume and what is read from it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (token: string | undefined, fileName: string, bytes: Buffer, contentType: string = kinds.pdf) => {
    const { payload, headers } = multipartBody({ resume: { fileName, contentType, bytes } });
    return server.app.inject({
      method: 'POST',
      url: '/api/users/resume',
      payload,
      headers: { ...headers, ...(token ? bearer(token) : {}) },
    });
  };
  const profile = async (token: string): Promise<User> =>
    (await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })).json<User>();
  /** The reading runs on the job queue: wait until it has finished. */
  const readResume = (token: string): Promise<User> =>
    eventually(
      async () => {
        const user = await profile(token);
        return user.resume && user.resume.status !== 'pending' ? user : undefined;
      },
      { timeoutMs: 10_000, what: 'the resume to be read' },
    );
  const seeker = (): Promise<SignedInSeeker> => buildSeeker(server, { resume: false, skills: ['JavaScript'] });

  it('stores a PDF resume, answers pending, then suggests skills, years and the latest title', async () => {
    const amaka = await seeker();
    const response = await upload(amaka.token, 'Amaka CV.PDF', textPdf(sampleResumeLines));
    expect(response.statusCode).toBe(200);
    const answered = response.json<User>();
    expect(answered.resumeFileName).toBe('Amaka CV.PDF');
    expect(answered.resumeUrl).toMatch(/^\/api\/files\//);
    expect(answered.resume?.status).toBe('pending');

    const read = (await readResume(amaka.token)).resume;
    expect(read?.status).toBe('done');
    expect(read?.skills).toEqual(expect.arrayContaining(['JavaScript', 'React', 'Node.js', 'TypeScript']));
    expect(read?.yearsOfExperience).toBeGreaterThanOrEqual(5);
    expect(read?.latestTitle).toMatch(/engineer/i);
    // JavaScript is already in the profile: it is read, but not suggested again.
    expect(read?.suggestions.skills).not.toContain('JavaScript');
    expect(read?.suggestions.skills).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    expect(read?.suggestions.experience).toBe('5-10');
    // The profile itself is untouched until the seeker accepts.
    const row = await userRow(server, amaka.id);
    expect(row?.skills).toEqual(['JavaScript']);
    expect(row?.experience).toBe('3-5');
  });

  it('reads DOCX and legacy DOC resumes too', async () => {
    for (const [fileName, bytes, kind] of [
      ['resume.docx', await docxFile(sampleResumeLines), kinds.docx],
      ['resume.doc', docFile(sampleResumeLines), kinds.doc],
    ] as const) {
      const user = await seeker();
      expect((await upload(user.token, fileName, bytes, kind)).statusCode).toBe(200);
      const read = (await readResume(user.token)).resume;
      expect(read?.status, fileName).toBe('done');
      expect(read?.skills, fileName).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    }
  });

  it('keeps a corrupt or password-protected file but marks it unreadable with a clear message', async () => {
    for (const [bytes, message] of [
      [corruptPdf(), messages.resumeUnreadableCorrupt],
      [passwordProtectedPdf(), messages.resumeUnreadableProtected],
    ] as const) {
      const user = await seeker();
      expect((await upload(user.token, 'cv.pdf', bytes)).statusCode).toBe(200);
      const after = await readResume(user.token);
      expect(after.resume).toMatchObject({
        status: 'unreadable',
        message,
        skills: [],
        suggestions: { skills: [], title: null },
      });
      expect(after.resumeUrl).not.toBeNull();
    }
  });

  it('refuses other files with the spec message and changes nothing', async () => {
    const user = await seeker();
    const filesBefore = fs.readdirSync(server.config.uploadDir).length;
    const renamedExe = await upload(user.token, 'resume.pdf', sampleExe());
    expect(renamedExe.statusCode).toBe(400);
    expect(renamedExe.json().msg).toBe(messages.resumeTypeInvalid);
    const wrongExtension = await upload(user.token, 'resume.txt', textPdf(sampleResumeLines), 'text/plain');
    expect(wrongExtension.statusCode).toBe(400);
    expect(wrongExtension.json().msg).toBe(messages.resumeTypeInvalid);
    const tooLarge = await upload(user.token, 'big.pdf', oversizedPdf(11 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().msg).toBe(messages.resumeTooLarge);
    const { payload, headers } = multipartBody({ note: 'no file here' });
    const noFile = await server.app.inject({
      method: 'POST',
      url: '/api/users/resume',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().msg).toBe(messages.noFileSelected);
    expect(fs.readdirSync(server.config.uploadDir).length).toBe(filesBefore);
    expect((await userRow(server, user.id))?.resumeFileId).toBeNull();
  });

  it('is for signed-in job seekers', async () => {
    expect((await upload(undefined, 'cv.pdf', textPdf(sampleResumeLines))).statusCode).toBe(401);
    const employer = await buildEmployer(server);
    const refused = await upload(employer.token, 'cv.pdf', textPdf(sampleResumeLines));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(messages.resumeCandidatesOnly);
  });

  it('replaces the previous resume, whose file is deleted', async () => {
    const user = await seeker();
    const first = (await upload(user.token, 'old.pdf', textPdf(['Old resume', 'Skills: Python']))).json<User>();
    const firstFile = await server.app.inject({
      method: 'GET',
      url: first.resumeUrl ?? '',
      headers: bearer(user.token),
    });
    expect(firstFile.statusCode).toBe(200);
    const second = (await upload(user.token, 'new.pdf', textPdf(sampleResumeLines))).json<User>();
    expect(second.resumeUrl).not.toBe(first.resumeUrl);
    expect(
      (await server.app.inject({ method: 'GET', url: first.resumeUrl ?? '', headers: bearer(user.token) })).statusCode,
    ).toBe(404);
    expect((await readResume(user.token)).resume?.skills).toContain('React');
  });

  it('accepting is a profile update; dismissed suggestions are not offered again', async () => {
    const user = await seeker();
    await upload(user.token, 'cv.pdf', textPdf(sampleResumeLines));
    const read = (await readResume(user.token)).resume;
    const [accept, dismiss, ...rest] = read?.suggestions.skills ?? [];
    expect(accept && dismiss).toBeTruthy();

    const updated = await server.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(user.token),
      payload: { skills: ['JavaScript', accept], title: read?.suggestions.title },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<User>().resume?.suggestions.skills).not.toContain(accept);
    expect(updated.json<User>().resume?.suggestions.title).toBeNull();

    const dismissed = await server.app.inject({
      method: 'POST',
      url: '/api/users/resume/suggestions/dismiss',
      headers: bearer(user.token),
      payload: { skills: [dismiss], experience: true },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json<User>().resume?.suggestions).toMatchObject({ skills: rest, experience: null });
    expect((await userRow(server, user.id))?.skills).toEqual(['JavaScript', accept]);

    const withoutResume = await buildSeeker(server, { resume: false });
    const nothing = await server.app.inject({
      method: 'POST',
      url: '/api/users/resume/suggestions/dismiss',
      headers: bearer(withoutResume.token),
      payload: { title: true },
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().msg).toBe(messages.noResumeToDismiss);
  });

  it('reads the resume sent with onboarding', async () => {
    const user = await buildSeeker(server, { resume: false });
    const { payload, headers } = multipartBody({
      title: 'Frontend Engineer',
      experience: '5-10',
      education: "Bachelor's Degree",
      location: 'Lagos, Nigeria',
      skills: JSON.stringify(['React']),
      jobTypes: JSON.stringify(['Full-time']),
      resume: { fileName: 'cv.pdf', contentType: kinds.pdf, bytes: textPdf(sampleResumeLines) },
    });
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/users/onboarding',
      payload,
      headers: { ...headers, ...bearer(user.token) },
    });
    expect(response.statusCode).toBe(200);
    expect((await readResume(user.token)).resume?.skills).toContain('TypeScript');
  });
});
