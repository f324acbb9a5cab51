import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import { storeFile } from '../lib/uploads.ts';
import { buildUser, loginAs, type BuiltUser } from './builders.ts';
import { samplePdf } from './sample-files.ts';
import type { TestServer } from './test-server.ts';

export interface SignedInUser extends BuiltUser {
  token: string;
}

export interface SignedInSeeker extends SignedInUser {
  /** The stored resume, or null when built with `resume: false`. */
  resumeFileId: string | null;
}

/**
 * A verified, onboarded job seeker, signed in; with a stored PDF resume unless `resume: false`. Each call makes
 * its own user.
 */
export async function buildSeeker(
  server: TestServer,
  options: { resume?: boolean; skills?: string[]; name?: string } = {},
): Promise<SignedInSeeker> {
  const user = await buildUser(server, {
    userType: 'candidate',
    name: options.name ?? 'Amaka Seeker',
    onboardingComplete: true,
    title: 'Frontend Engineer',
    experience: '3-5',
    education: "Bachelor's Degree",
    location: 'Accra, Ghana',
    phone: '+233 20 000 0000',
    skills: options.skills ?? ['JavaScript', 'React'],
    jobTypes: ['Full-time'],
  });
  let resumeFileId: string | null = null;
  if (options.resume !== false) {
    resumeFileId = await storeFile(server.database.db, server.config.uploadDir, {
      ownerUserId: user.id,
      kind: 'resume',
      originalName: 'amaka-resume.pdf',
      mimeType: 'application/pdf',
      extension: 'pdf',
      bytes: samplePdf('Amaka Seeker - Frontend Engineer'),
    });
    await server.database.db.update(users).set({ resumeFileId }).where(eq(users.id, user.id));
  }
  return { ...user, resumeFileId, token: await loginAs(server, user) };
}

export async function buildEmployer(server: TestServer): Promise<SignedInUser> {
  const user = await buildUser(server, { userType: 'employer', name: 'Hiring Manager' });
  return { ...user, token: await loginAs(server, user) };
}

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for an employer's application API (and, with other handlers, for any target
 * the SSRF tests must prove is never reached). Records every request; answers with `respond` (default 201).
 */
export async function startRecordingServer(
  respond: (request: ReceivedRequest) => { status: number; body?: string; headers?: Record<string, string> } = () => ({
    status: 201,
    body: '{"received":true}',
  }),
  host = '127.0.0.1',
) {
  const received: ReceivedRequest[] = [];
  let handler = respond;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(entry);
      const answer = handler(entry);
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const hostPort = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  return {
    port,
    /** As OUTBOUND_ALLOWED_HOSTS spells it. */
    hostPort,
    url: (path = '/') => `http://${hostPort}${path}`,
    received,
    respondWith(next: typeof respond) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
