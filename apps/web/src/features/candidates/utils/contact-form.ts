import {
  contactRequestInputSchema,
  outreachMessages,
  type ContactRequestInput,
} from '@orbit/shared/outreach-contracts';

/** The contact form as typed: every field text, as the inputs hold it. */
export interface ContactForm {
  jobId: string;
  subject: string;
  message: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
}

export const emptyContactForm: ContactForm = {
  jobId: '',
  subject: '',
  message: '',
  salaryMin: '',
  salaryMax: '',
  salaryCurrency: 'USD',
};

export type ContactFormErrors = Partial<Record<keyof ContactForm, string>>;

/** A whole amount as typed ('60,000' or '60 000'); NaN when it is not one, so the shared message says so. */
const amount = (text: string): number => {
  const digits = text.replace(/[\s,.]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/**
 * Reads the form with the server's own schema, so the page says exactly what the server would: the request to send,
 * or each field's first message.
 */
export function readContactForm(
  form: ContactForm,
): { ok: true; input: ContactRequestInput } | { ok: false; errors: ContactFormErrors } {
  const parsed = contactRequestInputSchema.safeParse({
    ...(form.jobId ? { jobId: form.jobId } : {}),
    ...(form.subject.trim() ? { subject: form.subject } : {}),
    message: form.message,
    salaryMin: amount(form.salaryMin),
    salaryMax: amount(form.salaryMax),
    salaryCurrency: form.salaryCurrency,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: ContactFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'message') as keyof ContactForm;
    const message =
      issue.code === 'invalid_type' && field.startsWith('salary') ? outreachMessages.salaryRequired : issue.message;
    errors[field] ??= message;
  }
  // The schema checks the pair only once every field is valid; the form says it with the rest.
  if (!form.jobId && !form.subject.trim()) errors.subject ??= outreachMessages.subjectOrJob;
  return { ok: false, errors };
}
