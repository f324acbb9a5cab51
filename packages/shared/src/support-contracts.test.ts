import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './support-contracts.ts';

const message = { name: ' Ada Obi ', email: ' Ada@Example.ORG ', topic: 'general', message: ' Hello there ' };

const firstIssue = (input: Record<string, unknown>) => {
  const issue = contactMessageSchema.safeParse(input).error?.issues[0];
  return issue && { path: issue.path.join('.'), message: issue.message };
};

describe('contactMessageSchema', () => {
  it('trims the texts, lower-cases the address and reads a blank job address as none', () => {
    expect(contactMessageSchema.parse({ ...message, jobUrl: '  ' })).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.org',
      topic: 'general',
      message: 'Hello there',
      jobUrl: null,
    });
  });

  it('keeps a reported job address', () => {
    const url = 'https://jobs.example.com/listing/42?ref=orbit';
    expect(contactMessageSchema.parse({ ...message, topic: 'report-job', jobUrl: url }).jobUrl).toBe(url);
  });

  it.each([
    [{ name: '  ' }, 'name', 'Please enter your name'],
    [{ name: 'x'.repeat(121) }, 'name', 'Your name must be at most 120 characters'],
    [{ email: undefined }, 'email', 'Please enter your email address'],
    [{ email: 'ada@' }, 'email', 'Please enter a valid email address'],
    [{ topic: 'billing' }, 'topic', 'Please choose a topic'],
    [{ message: ' ' }, 'message', 'Please write your message'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Your message must be at most 5000 characters'],
    [{ jobUrl: 'javascript:alert(1)' }, 'jobUrl', "Please enter the job's full web address, starting with https://"],
    [{ jobUrl: 'orbitjobs/jobs/1' }, 'jobUrl', "Please enter the job's full web address, starting with https://"],
  ])('refuses %o with its field message', (change, path, text) => {
    expect(firstIssue({ ...message, ...change })).toEqual({ path, message: text });
  });
});
