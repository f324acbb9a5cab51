import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRightsMessages } from '@orbit/shared/data-rights-contracts';
import { twoFactorSettings } from '../../db/schema/accounts.ts';
import { dataExports } from '../../db/schema/data-rights.ts';
import { uploadedFiles } from '../../db/schema/files.ts';
import { buildSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildSeekerWithData, type SeekerWithData } from '../../test-support/data-rights-builders.ts';
import { buildCompanyEmployer } from '../../test-support/employer-builders.ts';
import { eventually } from '../../test-support/eventually.ts';
import { multipartBody } from '../../test-support/multipart.ts';
import { buildCompanyJob, emailsTo } from '../../test-support/pipeline-builders.ts';
import { samplePng } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { turnOnTwoFactor } from '../../test-support/two-factor-builders.ts';
import { exportsFolder, sweepDataExports } from './data-export-task.ts';

const hourMs = 60 * 60 * 1000;
const readySubject = 'Your Orbit Jobs data is ready to download';

describe('Download my data', () => {
  let server: TestServer;
  let seeker: SeekerWithData;

  beforeAll(async () => {
    server = await startTestServer();
    seeker = await buildSeekerWithData(server);
  });
  afterAll(() => server.close());

  const requestExport = (token: string | null) =>
    server.app.inject({ method: 'POST', url: '/api/users/data-export', ...(token ? { headers: bearer(token) } : {}) });

  /** Asks for a copy and waits for the e-mailed link (the build runs on the job queue); answers its path and query. */
  async function exportLink(user: {
    token: string;
    email: string;
  }): Promise<{ url: string; id: string; token: string }> {
    const before = (await emailsTo(server, user.email)).filter((email) => email.subject === readySubject).length;
    const response = await requestExport(user.token);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ msg: dataRightsMessages.exportRequested });
    const email = await eventually(
      async () => (await emailsTo(server, user.email)).filter((row) => row.subject === readySubject)[before],
      { timeoutMs: 20_000, what: 'the data export e-mail' },
    );
    const match = /http:\/\/orbit\.test(\/api\/users\/data-export\/([0-9a-f-]{36})\?token=([\w.-]+))/.exec(
      email.textBody,
    );
    if (!match) throw new Error(`no link in ${email.textBody}`);
    return { url: match[1]!, id: match[2]!, token: match[3]! };
  }

  const download = (url: string) => server.app.inject({ method: 'GET', url });

  it('e-mails a link to a zip holding everything kept about the seeker and the files they uploaded', async () => {
    expect((await requestExport(null)).statusCode).toBe(401);
    const link = await exportLink(seeker);
    const response = await download(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orbit-jobs-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');

    const zip = await JSZip.loadAsync(response.rawPayload);
    const data = JSON.parse(await zip.file('orbit-jobs-data.json')!.async('string'));
    expect(data.account).toMatchObject({
      id: seeker.id,
      email: seeker.email,
      name: seeker.name,
      phone: seeker.phone,
      userType: 'candidate',
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|\$argon2|tokenHash/);
    expect(data.twoFactor).toEqual({ enabled: false, enabledAt: null });
    expect(data.resumeAnalyses).toEqual([
      expect.objectContaining({
        fileId: seeker.resumeFileId,
        textContent: seeker.resumeText,
        skills: ['Go', 'Kubernetes'],
      }),
    ]);

    const native = data.applications.find(
      (application: { id: string }) => application.id === seeker.nativeApplicationId,
    );
    expect(native).toMatchObject({
      coverLetter: `Dear team, I am ${seeker.name}.`,
      notes: `Remember to call back ${seeker.phone}`,
      status: 'Reviewing',
      feedback: `Thank you, ${seeker.name}.`,
    });
    expect(native.job).toMatchObject({ id: seeker.nativeJob.id, title: seeker.nativeJob.title });
    // The company's internal notes are the company's (never shown to the seeker).
    expect(native).not.toHaveProperty('employerNotes');
    expect(data.applications.map((application: { id: string }) => application.id)).toContain(
      seeker.importedApplicationId,
    );
    expect(data.autopilot.settings).toMatchObject({ baseCoverLetter: `Regards, ${seeker.name}`, isActive: false });
    expect(data.autopilot.decisions).toEqual([
      expect.objectContaining({ outcome: 'proposed', coverLetter: `Proposed letter by ${seeker.name}` }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    for (const session of data.sessions)
      expect(Object.keys(session).sort()).toEqual([
        'createdAt',
        'device',
        'expiresAt',
        'ip',
        'lastUsedAt',
        'remember',
        'revokedAt',
        'userAgent',
      ]);
    expect(data.emailLinks).toEqual([expect.objectContaining({ purpose: 'reset_password' })]);
    expect(data.emailsSentToYou.map((email: { subject: string }) => email.subject)).toContain(
      'Reset your Orbit Jobs password',
    );
    expect(data.jobViews).toHaveLength(1);
    expect(data.mobileAppWaitlist).toMatchObject({ name: seeker.name });
    expect(data.rateLimitEvents.map((event: { bucket: string }) => event.bucket).sort()).toEqual([
      'data-export',
      'forgot-password:email',
      'login-failure',
    ]);

    // Every upload, byte for byte, where the JSON says it is.
    const files = await server.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerUserId, seeker.id));
    expect(files.map((file) => file.kind).sort()).toEqual(['profile_picture', 'resume']);
    expect(data.uploadedFiles).toHaveLength(2);
    for (const file of files) {
      const entry = data.uploadedFiles.find((listed: { id: string }) => listed.id === file.id);
      expect(entry).not.toHaveProperty('storedName');
      const inZip = await zip.file(entry.inZip)!.async('nodebuffer');
      expect(inZip.equals(fs.readFileSync(path.join(server.config.uploadDir, file.storedName)))).toBe(true);
    }
    expect(
      Object.keys(zip.files)
        .filter((name) => !zip.files[name]!.dir)
        .sort(),
    ).toEqual(['orbit-jobs-data.json', ...data.uploadedFiles.map((file: { inZip: string }) => file.inZip)].sort());
  });

  it('says whether two-step verification is on and since when, never its key or recovery codes', async () => {
    const user = await buildSeeker(server, { resume: false });
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(server, user.token);
    const [stored] = await server.database.db
      .select()
      .from(twoFactorSettings)
      .where(eq(twoFactorSettings.userId, user.id));
    const response = await download((await exportLink(user)).url);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const text = await zip.file('orbit-jobs-data.json')!.async('string');
    expect(JSON.parse(text).twoFactor).toEqual({ enabled: true, enabledAt: stored!.enabledAt!.toISOString() });
    for (const hidden of [secret, stored!.secret!, ...codes, 'codeHash', 'pendingSecret', 'lastUsedStep'])
      expect(text).not.toContain(hidden);
  });

  it('allows one copy an hour', async () => {
    const other = await buildSeeker(server, { resume: false });
    expect((await requestExport(other.token)).statusCode).toBe(202);
    const again = await requestExport(other.token);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ msg: dataRightsMessages.exportTooSoon });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3500);
    server.clock.advance(hourMs + 1000);
    try {
      expect((await requestExport(other.token)).statusCode).toBe(202);
    } finally {
      server.clock.advance(-(hourMs + 1000));
    }
  });

  it('refuses a link for another export, an altered one, and one without a token; an expired link is gone', async () => {
    const [mine, theirs] = await Promise.all([
      exportLink(seeker.employer),
      buildSeeker(server, { resume: false }).then((other) => exportLink(other)),
    ]);
    expect((await download(mine.url)).statusCode).toBe(200);

    const refused = async (url: string, status: number) => {
      const response = await download(url);
      expect(response.statusCode, url).toBe(status);
      return response;
    };
    expect((await refused(`/api/users/data-export/${theirs.id}?token=${mine.token}`, 404)).json()).toEqual({
      msg: dataRightsMessages.exportLinkInvalid,
    });
    await refused(`/api/users/data-export/${mine.id}?token=${theirs.token}`, 404);
    const [exp, sig] = mine.token.split('.');
    await refused(`/api/users/data-export/${mine.id}?token=${Number(exp) + 3600}.${sig}`, 404);
    await refused(`/api/users/data-export/${mine.id}?token=${exp}.${sig!.slice(0, -2)}AA`, 404);
    await refused(`/api/users/data-export/${mine.id}?token=${exp}`, 404);
    await refused(`/api/users/data-export/not-an-id?token=${mine.token}`, 404);
    await refused(`/api/users/data-export/${mine.id}`, 400);

    const [row] = await server.database.db.select().from(dataExports).where(eq(dataExports.id, mine.id));
    const zipPath = path.join(exportsFolder(server.config.uploadDir), row!.storedName!);
    expect(row!.expiresAt!.getTime() - row!.completedAt!.getTime()).toBe(48 * hourMs);
    expect(fs.existsSync(zipPath)).toBe(true);

    server.clock.advance(48 * hourMs);
    try {
      expect((await refused(mine.url, 410)).json()).toEqual({ msg: dataRightsMessages.exportLinkExpired });
      // The hourly sweep removes the zip once its link has expired.
      expect(
        await sweepDataExports({ db: server.database.db, clock: server.clock, uploadDir: server.config.uploadDir }),
      ).toBeGreaterThanOrEqual(2);
      expect(fs.existsSync(zipPath)).toBe(false);
    } finally {
      server.clock.advance(-48 * hourMs);
    }
    await refused(mine.url, 410);
  });

  it('gives an employer their company, their posts and the logo they uploaded', async () => {
    const employer = await buildCompanyEmployer(server);
    const logo = multipartBody({ logo: { fileName: 'logo.png', contentType: 'image/png', bytes: samplePng() } });
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/employer/company/logo',
          headers: { ...bearer(employer.token), ...logo.headers },
          payload: logo.payload,
        })
      ).statusCode,
    ).toBe(200);
    const job = await buildCompanyJob(server, employer, { title: 'Data Engineer' });
    const link = await exportLink(employer);
    const zip = await JSZip.loadAsync((await download(link.url)).rawPayload);
    const data = JSON.parse(await zip.file('orbit-jobs-data.json')!.async('string'));
    expect(data.company).toMatchObject({ id: employer.companyId, name: employer.companyName });
    expect(data.postedJobs).toEqual([expect.objectContaining({ id: job.id, title: 'Data Engineer', status: 'live' })]);
    expect(data.uploadedFiles).toEqual([
      expect.objectContaining({
        kind: 'company_logo',
        inZip: expect.stringMatching(/^files\/company_logo\/.+logo\.png$/),
      }),
    ]);
    expect((await zip.file(data.uploadedFiles[0].inZip)!.async('nodebuffer')).equals(samplePng())).toBe(true);
  });

  it('lists an upload missing from disk without failing the copy', async () => {
    const other = await buildSeeker(server);
    const [file] = await server.database.db
      .select()
      .from(uploadedFiles)
      .where(eq(uploadedFiles.id, other.resumeFileId!));
    fs.rmSync(path.join(server.config.uploadDir, file!.storedName));
    const zip = await JSZip.loadAsync((await download((await exportLink(other)).url)).rawPayload);
    const data = JSON.parse(await zip.file('orbit-jobs-data.json')!.async('string'));
    expect(data.uploadedFiles).toEqual([expect.objectContaining({ id: other.resumeFileId, inZip: null })]);
    expect(Object.keys(zip.files)).toEqual(['orbit-jobs-data.json']);
  });
});
