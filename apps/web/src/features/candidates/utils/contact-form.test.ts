import { describe, expect, it } from 'vitest';
import { outreachMessages } from '@orbit/shared/outreach-contracts';
import { emptyContactForm, readContactForm } from './contact-form.ts';

const filled = {
  ...emptyContactForm,
  subject: 'A backend role',
  message: 'We would love to talk about a backend role on our team.',
  salaryMin: '60,000',
  salaryMax: '80000',
};

describe('readContactForm', () => {
  it('reads amounts as typed and leaves out what is empty', () => {
    expect(readContactForm(filled)).toEqual({
      ok: true,
      input: {
        subject: 'A backend role',
        message: filled.message,
        salaryMin: 60_000,
        salaryMax: 80_000,
        salaryCurrency: 'USD',
      },
    });
  });

  it("says the server's messages, one per field", () => {
    expect(readContactForm(emptyContactForm)).toEqual({
      ok: false,
      errors: {
        subject: outreachMessages.subjectOrJob,
        message: outreachMessages.messageRequired,
        salaryMin: outreachMessages.salaryRequired,
        salaryMax: outreachMessages.salaryRequired,
      },
    });
    expect(readContactForm({ ...filled, salaryMin: '90000' })).toEqual({
      ok: false,
      errors: { salaryMin: outreachMessages.salaryOrder },
    });
  });
});
