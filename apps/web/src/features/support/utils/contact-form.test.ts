import { describe, expect, it } from 'vitest';
import {
  contactFormErrors,
  contactPayload,
  errorsByField,
  initialContactForm,
  type ContactFormValues,
} from './contact-form.ts';

const filled: ContactFormValues = {
  name: 'Ada Obi',
  email: 'ada@example.org',
  topic: 'general',
  message: 'Hello',
  jobUrl: '',
  website: '',
};

describe('initialContactForm', () => {
  it('starts from the signed-in user and a preset topic and job address', () => {
    const params = new URLSearchParams({ topic: 'report-job', jobUrl: 'https://orbit.example/jobs/1' });
    expect(initialContactForm({ name: 'Ada', email: 'ada@example.org' }, params)).toMatchObject({
      name: 'Ada',
      email: 'ada@example.org',
      topic: 'report-job',
      jobUrl: 'https://orbit.example/jobs/1',
    });
  });

  it('ignores an unknown topic and starts empty when signed out', () => {
    expect(initialContactForm(null, new URLSearchParams({ topic: 'billing' }))).toEqual({
      name: '',
      email: '',
      topic: '',
      message: '',
      jobUrl: '',
      website: '',
    });
  });
});

describe('contact form checks', () => {
  it('accepts a complete form', () => {
    expect(contactFormErrors(filled)).toEqual({});
  });

  it('gives each missing field its own message', () => {
    expect(contactFormErrors({ ...filled, name: ' ', email: '', topic: '', message: '' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      topic: 'Please choose a topic',
      message: 'Please write your message',
    });
  });

  it('checks the job address only when reporting a job', () => {
    expect(contactFormErrors({ ...filled, jobUrl: 'nonsense' })).toEqual({});
    expect(contactFormErrors({ ...filled, topic: 'report-job', jobUrl: 'nonsense' })).toEqual({
      jobUrl: "Please enter the job's full web address, starting with https://",
    });
    expect(contactFormErrors({ ...filled, topic: 'report-job' })).toEqual({});
  });

  it('sends the job address with a report only', () => {
    expect(contactPayload({ ...filled, jobUrl: 'https://a.example/x' })).not.toHaveProperty('jobUrl');
    expect(contactPayload({ ...filled, topic: 'report-job', jobUrl: 'https://a.example/x' })).toMatchObject({
      jobUrl: 'https://a.example/x',
    });
  });

  it('keys server errors by field, keeping the first of each', () => {
    expect(
      errorsByField([
        { path: 'email', msg: 'first' },
        { path: 'email', msg: 'second' },
        { path: 'website', msg: 'ignored' },
      ]),
    ).toEqual({ email: 'first' });
  });
});
