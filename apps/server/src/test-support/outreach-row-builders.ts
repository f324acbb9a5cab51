import { contactRequests, messages, threads } from '../db/schema/outreach.ts';
import { fileReport } from '../domain/outreach/reports.ts';
import type { TestServer } from './test-server.ts';

/**
 * Outreach rows inserted directly: a test's starting point where requests, threads and messages are the subject of
 * other features (contact-requests, conversations) and only their aftermath is tested.
 */

const dayMs = 24 * 60 * 60 * 1000;

export async function insertContactRequest(
  server: TestServer,
  request: {
    companyId: string;
    seekerId: string;
    senderId: string;
    jobId?: string;
    subject?: string;
    message?: string;
    status?: (typeof contactRequests.$inferInsert)['status'];
  },
): Promise<string> {
  const now = server.clock.now();
  const [row] = await server.database.db
    .insert(contactRequests)
    .values({
      companyId: request.companyId,
      seekerId: request.seekerId,
      senderId: request.senderId,
      jobId: request.jobId ?? null,
      subject: request.subject ?? (request.jobId ? '' : 'A frontend role'),
      message: request.message ?? 'We liked your profile and would love to talk about a role with us.',
      salaryMin: 40000,
      salaryMax: 60000,
      salaryCurrency: 'USD',
      status: request.status ?? 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 14 * dayMs),
    })
    .returning({ id: contactRequests.id });
  return row!.id;
}

export async function insertThread(
  server: TestServer,
  thread: { companyId: string; seekerId: string; contactRequestId?: string },
): Promise<string> {
  const [row] = await server.database.db
    .insert(threads)
    .values({ ...thread, lastMessageAt: server.clock.now() })
    .returning({ id: threads.id });
  return row!.id;
}

export async function insertMessage(
  server: TestServer,
  message: {
    threadId: string;
    senderId: string;
    side: 'seeker' | 'employer';
    body: string;
    heldReasons?: string[];
    /** When it was written (default: now by the app's clock); give each message of a thread its own moment. */
    createdAt?: Date;
  },
): Promise<string> {
  const held = (message.heldReasons ?? []).length > 0;
  const [row] = await server.database.db
    .insert(messages)
    .values({
      ...message,
      held,
      heldReasons: message.heldReasons ?? [],
      createdAt: message.createdAt ?? server.clock.now(),
    })
    .returning({ id: messages.id });
  return row!.id;
}

export const insertReport = (server: TestServer, report: Parameters<typeof fileReport>[1]): Promise<string> =>
  fileReport(server.database.db, report);
