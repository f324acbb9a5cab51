import {
  contactMessageSchema,
  contactTopics,
  type ContactMessageInput,
  type ContactTopic,
} from '@orbit/shared/support-contracts';

export interface ContactFormValues {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
  jobUrl: string;
  /** The honeypot: hidden from people, so it stays empty unless a script fills in every field. */
  website: string;
}

export type ContactField = Exclude<keyof ContactFormValues, 'website'>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const isTopic = (value: string | null): value is ContactTopic =>
  (contactTopics as readonly (string | null)[]).includes(value);

/**
 * The form's first values: the signed-in user's name and address, and what a link may preset
 * (`/contact?topic=report-job&jobUrl=…`, as the support page's "report a job" link does).
 */
export function initialContactForm(
  user: { name: string; email: string } | null,
  params: URLSearchParams,
): ContactFormValues {
  const topic = params.get('topic');
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    topic: isTopic(topic) ? topic : '',
    message: '',
    jobUrl: params.get('jobUrl')?.slice(0, 2000) ?? '',
    website: '',
  };
}

/** The job address is asked for only when reporting a job; another topic sends none. */
export function contactPayload(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    topic: values.topic as ContactTopic,
    message: values.message,
    ...(values.topic === 'report-job' && values.jobUrl.trim() ? { jobUrl: values.jobUrl } : {}),
    website: values.website,
  };
}

/** Checked with the server's own schema: one message per field, the same words the API would answer. */
export function contactFormErrors(values: ContactFormValues): ContactErrors {
  const result = contactMessageSchema.safeParse(contactPayload(values));
  return result.success
    ? {}
    : errorsByField(result.error.issues.map((issue) => ({ path: issue.path.join('.'), msg: issue.message })));
}

/** Field errors (the client's or the API's `errors`) keyed by field, the first message of each. */
export function errorsByField(errors: readonly { path: string; msg: string }[]): ContactErrors {
  const fields: ContactErrors = {};
  for (const { path, msg } of errors) {
    if (path in fields || !['name', 'email', 'topic', 'message', 'jobUrl'].includes(path)) continue;
    fields[path as ContactField] = msg;
  }
  return fields;
}
