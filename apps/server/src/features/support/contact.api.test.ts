import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../../db/schema/accounts.ts';
import { emails } from '../../db/schema/mail.ts';
import { contactMessages } from '../../db/schema/support.ts';
import { uniqueEmail } from '../../test-support/builders.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test-support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

const supportEmail = 'help@orbit.test';
const sent = { msg: 'Thank you: your message has been sent. A copy is on its way to your inbox.' };
const tooMany =
  'Too many messages have been sent from this network or email address in the last hour. Please try again later.';

describe('the contact form', () => {
  let server: TestServer;
  let smtp: SmtpCatcher;
  let ipCounter = 0;
  /** Each test from its own address, so the per-IP limit of one test never reaches another. */
  const freshIp = () => `203.0.113.${++ipCounter}`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer({ smtpUrl: smtp.url, env: { SUPPORT_EMAIL: supportEmail } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  const contact = (payload: Record<string, unknown>, ip = freshIp()) =>
    server.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
  const form = (overrides: Record<string, unknown> = {}) => ({
    name: 'Zanele Dlamini',
    email: uniqueEmail('contact'),
    topic: 'general',
    message: 'How do I change the e-mail address of my account?',
    ...overrides,
  });
  const rowsFrom = (email: string) =>
    server.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('keeps the message, e-mails it to SUPPORT_EMAIL with Reply-To the sender, and sends the sender a copy', async () => {
    const email = uniqueEmail('reporter');
    const jobUrl = 'https://orbit.test/jobs/4f7c2a10-0000-4000-8000-000000000001';
    const response = await contact({
      ...form({ email: `  ${email.toUpperCase()} ` }),
      topic: 'report-job',
      jobUrl,
      message: 'This post asks applicants to pay a "training fee" before the interview.\nIt looks like a scam.',
      website: '',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(sent);

    const [row] = await rowsFrom(email);
    expect(row).toMatchObject({ name: 'Zanele Dlamini', email, topic: 'report-job', jobUrl });
    const reference = row!.id.slice(0, 8).toUpperCase();

    const inbox = await smtp.waitFor(supportEmail, (mail) => mail.text.includes(reference));
    expect(inbox.subject).toBe('[Report a job (scam or misleading post)] Zanele Dlamini');
    expect(inbox.replyTo).toEqual([email]);
    expect(inbox.text).toContain(`From: Zanele Dlamini <${email}>`);
    expect(inbox.text).toContain(`Job reported: ${jobUrl}`);
    expect(inbox.text).toContain('asks applicants to pay a "training fee"');
    expect(inbox.html).toContain('asks applicants to pay a &quot;training fee&quot;');

    const copy = await smtp.waitFor(email);
    expect(copy.subject).toBe('We received your message to Orbit Jobs');
    expect(copy.replyTo).toEqual([supportEmail]);
    expect(copy.text).toContain(`Reference: ${reference}`);
    expect(copy.text).toContain('It looks like a scam.');
  });

  it('keeps line breaks of a name out of the subject', async () => {
    const email = uniqueEmail('header');
    expect((await contact(form({ email, name: 'Mallory\r\nBcc: victim@example.org' }))).statusCode).toBe(202);
    const inbox = await smtp.waitFor(supportEmail, (mail) => mail.replyTo.includes(email));
    expect(inbox.subject).toBe('[A question about Orbit Jobs] Mallory Bcc: victim@example.org');
    expect(inbox.to).toEqual([supportEmail]);
    expect(inbox.headers).not.toHaveProperty('bcc');
  });

  it('answers a filled honeypot like a sent message but keeps, sends and counts nothing', async () => {
    const email = uniqueEmail('bot');
    const ip = freshIp();
    const response = await contact(form({ email, website: 'https://cheap-pills.example' }), ip);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(sent);
    expect(await rowsFrom(email)).toHaveLength(0);
    expect(await server.database.db.select().from(emails).where(eq(emails.toAddress, email))).toHaveLength(0);
    expect(await server.database.db.select().from(rateLimitEvents).where(eq(rateLimitEvents.key, ip))).toHaveLength(0);
  });

  it('limits one network to 5 messages an hour, then answers 429 with Retry-After', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await contact(form(), ip)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202]);
    const refused = await contact(form(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Another network is not held back by this one.
    expect((await contact(form())).statusCode).toBe(202);
  });

  it('limits one sender address to 5 messages an hour whatever the network, and frees it after the hour', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 5; i += 1) expect((await contact(form({ email }))).statusCode).toBe(202);
    const refused = await contact(form({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(tooMany);
    expect(await rowsFrom(email)).toHaveLength(5);
    server.clock.advance(60 * 60 * 1000 + 1000);
    expect((await contact(form({ email }))).statusCode).toBe(202);
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter your name'],
    [{ email: undefined }, 'email', 'Please enter your email address'],
    [{ email: 'zanele@' }, 'email', 'Please enter a valid email address'],
    [{ topic: undefined }, 'topic', 'Please choose a topic'],
    [{ topic: 'billing' }, 'topic', 'Please choose a topic'],
    [{ message: '   ' }, 'message', 'Please write your message'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Your message must be at most 5000 characters'],
    [{ jobUrl: 'not a link' }, 'jobUrl', "Please enter the job's full web address, starting with https://"],
  ])('refuses %o with the field message', async (change, path, msg) => {
    const email = uniqueEmail('invalid');
    const response = await contact({ ...form({ email }), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg, errors: [{ msg, path }] });
    expect(await rowsFrom(email)).toHaveLength(0);
  });
});
