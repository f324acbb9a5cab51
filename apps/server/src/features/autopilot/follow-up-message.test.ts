import { describe, expect, it } from 'vitest';
import { appliedOn, followUpEmail, followUpMessage, replySubject } from './follow-up-message.ts';

const appliedAt = new Date('2026-01-14T23:30:00Z');

describe('the follow-up message', () => {
  it('names the job and the day applied in the seeker’s zone, and signs with their name; nothing else', () => {
    expect(
      followUpMessage({ seekerName: 'Kofi Mensah', jobTitle: 'Data Engineer', appliedAt, timeZone: 'Africa/Lagos' }),
    ).toBe(
      'Hello,\n\nI applied for the Data Engineer position on 15 January 2026 and wanted to follow up politely. I remain interested in the role and would be glad to answer any questions.\n\nThank you for your time.\n\nKofi Mensah',
    );
  });

  it('without a title or a name, leaves them out rather than writing blanks', () => {
    const message = followUpMessage({ seekerName: ' ', jobTitle: '', appliedAt, timeZone: 'UTC' });
    expect(message).toContain('I applied for this position on 14 January 2026');
    expect(message.endsWith('Thank you for your time.')).toBe(true);
  });

  it('falls back to UTC for a zone this runtime does not know', () => {
    expect(appliedOn(appliedAt, 'Mars/Olympus')).toBe('14 January 2026');
  });

  it('answers with "Re:" once, on one line', () => {
    expect(replySubject('Application for Data Engineer: Kofi')).toBe('Re: Application for Data Engineer: Kofi');
    expect(replySubject('RE: Application')).toBe('RE: Application');
    expect(replySubject('Application\r\nBcc: x@example.org')).toBe('Re: Application Bcc: x@example.org');
  });

  it('the e-mail goes to the same address, in the thread, replies to the seeker, with the message escaped in HTML', () => {
    const email = followUpEmail(
      { id: 'e1', toAddress: 'jobs@acme.example', subject: 'Application for <Lead>', replyTo: null },
      'Hello,\n\nI <3 this',
      {
        applicationId: 'a1',
        seekerName: 'Kofi',
        seekerEmail: 'kofi@example.org',
        publicUrl: 'https://orbit.example',
      },
    );
    expect(email).toMatchObject({
      to: 'jobs@acme.example',
      subject: 'Re: Application for <Lead>',
      replyTo: 'kofi@example.org',
      applicationId: 'a1',
      inReplyToEmailId: 'e1',
    });
    expect(email.text).toBe(
      'Hello,\n\nI <3 this\n\n— Sent through Orbit Jobs on behalf of Kofi. Reply to this e-mail to reach them directly. Orbit Jobs: https://orbit.example',
    );
    expect(email.html).toContain('<p>I &lt;3 this</p>');
    expect(email.attachmentFileIds).toBeUndefined();
  });
});
