import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import { textPdf } from '../../lib/text-pdf.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { docxFile, sampleResumeLines } from '../../test-support/sample-documents.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { docxBomb } from '../../test-support/zip-bomb.ts';

const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * A resume is read on the job queue in a worker thread, under limits: a 100 KB .docx whose main document unpacks to
 * 40 MB (the same shape as a 230 KB file unpacking to 150 MB, which stalled the server) is kept but marked unreadable
 * with its reason, like a damaged file; ordinary files are still read.
 */
describe('reading uploaded resumes under limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const uploadAndRead = async (fileName: string, bytes: Buffer, contentType: string) => {
    const seeker = await buildSeeker(server, { resume: false });
    const { payload, headers } = multipartBody({ resume: { fileName, contentType, bytes } });
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/users/resume',
      payload,
      headers: { ...headers, ...bearer(seeker.token) },
    });
    expect(uploaded.statusCode).toBe(200);
    const profile = async () =>
      (
        await server.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(seeker.token) })
      ).json<User>();
    await expect.poll(async () => (await profile()).resume?.status).not.toBe('pending');
    return profile();
  };

  it('keeps a zip bomb but marks it unreadable as too large to read', async () => {
    const bomb = docxBomb({ documentBytes: 40 * 1024 * 1024 });
    expect(bomb.length).toBeLessThan(100_000);
    const after = await uploadAndRead('cv.docx', bomb, docxType);
    expect(after.resume).toMatchObject({
      status: 'unreadable',
      message: messages.resumeUnreadableTooLarge,
      skills: [],
      suggestions: { skills: [], title: null },
    });
    expect(after.resumeUrl).not.toBeNull();
  });

  it('still reads an ordinary DOCX and PDF', async () => {
    for (const [fileName, bytes, contentType] of [
      ['cv.docx', await docxFile(sampleResumeLines), docxType],
      ['cv.pdf', textPdf(sampleResumeLines), 'application/pdf'],
    ] as const) {
      const after = await uploadAndRead(fileName, bytes, contentType);
      expect(after.resume?.status, fileName).toBe('done');
      expect(after.resume?.skills, fileName).toEqual(expect.arrayContaining(['React', 'TypeScript']));
    }
  });
});
