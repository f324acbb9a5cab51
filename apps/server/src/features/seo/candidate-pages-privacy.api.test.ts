import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { users } from '../../db/schema/accounts.ts';
import { buildSeeker, type SignedInSeeker } from '../../test-support/application-builders.ts';
import { bearer } from '../../test-support/builders.ts';
import { buildCompanyEmployer, type SignedInEmployer } from '../../test-support/employer-builders.ts';
import { insertContactRequest } from '../../test-support/outreach-row-builders.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { serverEntryPath } from './page-renderer.ts';

/** What a Vite build writes, naming its entry chunk. */
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Orbit Jobs</title>
    <script type="module" crossorigin src="/assets/index-aaaa.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/**
 * The candidate pages as the server sends their HTML, with the server-side rendering of public pages switched on (a
 * stand-in build whose server entry is the web app's source, as server-rendered-pages.api.test.ts does): the HTML
 * holds nothing of a seeker, whoever asks — signed out, or with the bearer token and cookie of a company the seeker
 * shared their details with (a page request never acts on them: the card arrives through the API, per company).
 */
describe('the HTML of the candidate and talent pool pages', () => {
  let server: TestServer;
  let web: FastifyInstance;
  let distDir: string;
  let seeker: SignedInSeeker;
  let accepted: SignedInEmployer;

  beforeAll(async () => {
    server = await startTestServer();
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orbit-ssr-privacy-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), indexHtml);
    const entry = serverEntryPath(distDir);
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    const source = path.resolve(import.meta.dirname, '../../../../web/src/entry-server.tsx');
    fs.writeFileSync(entry, `export * from ${JSON.stringify(source)};\n`);
    web = await buildApp({
      db: server.database.db,
      dbDriver: server.database.driver,
      config: { ...server.config, webDistDir: distDir },
      clock: server.clock,
      boss: server.boss,
      controlToken: server.controlToken,
    });

    seeker = await buildSeeker(server, { name: 'Zainab Oyelaran-Mensah' });
    await server.database.db
      .update(users)
      .set({ phone: '+234 809 555 0142', talentVisibility: 'all-employers' })
      .where(eq(users.id, seeker.id));
    accepted = await buildCompanyEmployer(server);
    await insertContactRequest(server, {
      companyId: accepted.companyId,
      seekerId: seeker.id,
      senderId: accepted.id,
      status: 'accepted',
    });
  });
  afterAll(async () => {
    await web.close();
    await server.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  /** Everything that names the seeker or leads to their resume. */
  const secrets = () => [
    'Zainab',
    'Oyelaran',
    seeker.email,
    '+234 809 555 0142',
    '809 555',
    `/api/candidates/${seeker.id}/resume`,
    seeker.resumeFileId!,
    'amaka-resume.pdf',
  ];

  const visitors = () => ({
    'signed out': {},
    'with the accepted company’s token and cookie': {
      ...bearer(accepted.token),
      cookie: `token=${accepted.token}`,
    },
  });

  it('the company the seeker accepted does get the details from the API (so the pages below could leak them)', async () => {
    const card = await server.app.inject({
      method: 'GET',
      url: `/api/candidates/${seeker.id}`,
      headers: bearer(accepted.token),
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({
      name: 'Zainab Oyelaran-Mensah',
      email: seeker.email,
      phone: '+234 809 555 0142',
      resumeUrl: `/api/candidates/${seeker.id}/resume`,
    });
  });

  it.each(['view-resume', 'contact'])(
    '/candidates/{id}/%s holds none of the seeker’s name, e-mail, phone or resume link',
    async (page) => {
      for (const [who, headers] of Object.entries(visitors())) {
        const response = await web.inject({ method: 'GET', url: `/candidates/${seeker.id}/${page}`, headers });
        expect(response.statusCode, who).toBe(200);
        expect(response.headers['content-type'], who).toMatch(/text\/html/);
        for (const secret of secrets()) expect(response.body, `${who}: ${secret}`).not.toContain(secret);
        // Not rendered with data on the server: the card is the API's, drawn in the browser for the signed-in employer.
        expect(response.body, who).not.toContain('id="page-data"');
      }
    },
  );

  it('/search-candidates and /talent-pool carry no seeker either, and no figure of the small pool', async () => {
    for (const url of ['/search-candidates', '/talent-pool', '/for-employers']) {
      for (const [who, headers] of Object.entries(visitors())) {
        const response = await web.inject({ method: 'GET', url, headers });
        expect(response.statusCode, `${url} ${who}`).toBe(200);
        for (const secret of secrets()) expect(response.body, `${url} ${who}: ${secret}`).not.toContain(secret);
        expect(response.body, `${url} ${who}`).not.toContain('id="page-data"');
      }
    }
  });

  it('/talent-pool’s figures under 10 arrive as "fewer than 10": no count of the pool’s one seeker is ever sent', async () => {
    const stats = await web.inject({ method: 'GET', url: '/api/talent/stats' });
    expect(stats.statusCode).toBe(200);
    const body = stats.json<{ fewerThan: number; pool: { total: number | null } }>();
    expect(body.fewerThan).toBe(10);
    expect(body.pool.total).toBeNull();
  });
});
