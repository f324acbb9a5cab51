import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactLimits, contactTopicLabels, contactTopics } from '@orbit/shared/support-contracts';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { sendContactMessage } from '../api/contact.ts';
import {
  contactFormErrors,
  contactPayload,
  errorsByField,
  type ContactErrors,
  type ContactField,
  type ContactFormValues,
} from '../utils/contact-form.ts';

const topicOptions = contactTopics.map((topic) => ({ value: topic, label: contactTopicLabels[topic] }));
const sendFailed = 'Your message could not be sent. Please try again in a moment.';

/** The contact form: checked as the server checks it, each problem under its field; a thank-you replaces it once sent. */
export function ContactForm({ initial }: { initial: ContactFormValues }) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const send = useMutation({
    mutationFn: sendContactMessage,
    onError: (error) => {
      if (error instanceof ApiError && error.errors.length > 0) {
        setErrors(errorsByField(error.errors));
        setFocusRequest((n) => n + 1);
        return;
      }
      setProblem(error instanceof ApiError && error.msg ? error.msg : sendFailed);
    },
  });

  // After a refused submit, take the keyboard to the first field that needs fixing.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (send.isSuccess) thanksRef.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <div ref={thanksRef} tabIndex={-1} className="focus:outline-none">
        <Notice tone="success">
          <p className="font-semibold">{send.data.msg}</p>
          <p className="mt-1">
            We will answer at <strong className="break-all">{values.email.trim().toLowerCase()}</strong>.
          </p>
        </Notice>
      </div>
    );
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = contactFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    send.mutate(contactPayload(values));
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="relative space-y-5">
      {problem && <Notice tone="error">{problem}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={contactLimits.nameMax}
          {...field('name')}
        />
        <TextField
          label="Your email"
          type="email"
          autoComplete="email"
          required
          hint="We reply to this address."
          {...field('email')}
        />
      </div>
      <SelectField label="Topic" required placeholder="Choose a topic" options={topicOptions} {...field('topic')} />
      {values.topic === 'report-job' && (
        <TextField
          label="Address of the job"
          type="url"
          inputMode="url"
          optional
          placeholder="https://"
          hint="Copy it from your browser's address bar on the job's page."
          {...field('jobUrl')}
        />
      )}
      <TextareaField
        label="Message"
        required
        rows={7}
        maxLength={contactLimits.messageMax}
        hint={
          values.topic === 'report-job'
            ? 'What looks wrong: a fee to apply, a request for bank or ID details, a different company in the e-mails…'
            : undefined
        }
        {...field('message')}
      />
      {/* Honeypot: out of sight and out of the tab order; people never fill it in, scripts that fill every field do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
