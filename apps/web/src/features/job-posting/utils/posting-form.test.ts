import { describe, expect, it } from 'vitest';
import { jobSchema, type Job } from '@orbit/shared/job-contracts';
import { postingMessages } from '@orbit/shared/posting-contracts';
import { ApiError } from '../../../lib/api-error.ts';
import {
  emptyPostingForm,
  errorFocusSelector,
  errorsAfterChange,
  fieldOfPath,
  hasHtmlTexts,
  firstErrorField,
  localDate,
  postingBody,
  postingFormFromJob,
  serverPostingErrors,
  validatePosting,
  type PostingFormValues,
} from './posting-form.ts';

const filled = (overrides: Partial<PostingFormValues> = {}): PostingFormValues => ({
  ...emptyPostingForm(),
  title: 'Senior React Developer',
  description: 'Build the product our remote customers use every day, with a small and friendly team.',
  category: 'Remote Frontend Development',
  employmentType: 'Full-time',
  experienceLevel: 'senior',
  salaryMin: '80,000',
  salaryMax: '100000',
  skills: ['React', 'TypeScript'],
  ...overrides,
});

const storedJob = (overrides: Partial<Job> = {}): Job =>
  jobSchema.parse({
    _id: 'j1',
    title: 'Backend Engineer',
    company: 'Acme',
    companyId: 'c1',
    logo: '',
    location: 'Remote — Lagos office',
    regions: '',
    remote: true,
    employmentType: 'Contract',
    experienceLevel: 'mid',
    salary: { min: 3000, max: 4000, currency: 'eur', period: 'month' },
    createdAt: '2025-06-01T10:00:00Z',
    postedAt: '2025-06-01T10:00:00Z',
    expiresAt: '2025-07-01T10:00:00Z',
    status: 'live',
    category: 'Remote Backend Development',
    description: 'x'.repeat(60),
    responsibilities: 'Own the API',
    requirements: '',
    benefits: '',
    skills: ['Go'],
    tags: [],
    postedBy: 'u1',
    source: 'orbit',
    sourceLabel: 'Orbit Jobs',
    sourceUrl: null,
    alsoListedOn: [],
    applicationMethod: { type: 'form', value: '' },
    eligibility: { worldwide: false, countries: ['NG', 'KE'], regions: ['Europe'] },
    timezoneOverlap: { hours: 3, utcOffset: 1 },
    applicationDeadline: '2025-06-30T00:00:00.000Z',
    closedReason: null,
    ...overrides,
  });

describe('postingBody', () => {
  it('maps the form to the API body: amounts without separators, worldwide clears places, optional parts null', () => {
    const body = postingBody(filled({ countries: ['NG'], regions: ['Africa'] }));
    expect(body).toMatchObject({
      salaryMin: '80000',
      salaryMax: '100000',
      eligibility: { worldwide: true, countries: [], regions: [] },
      timezoneOverlap: null,
      applicationDeadline: null,
      acceptsAutopilot: true,
    });
  });

  it('sends the chosen places, the overlap and the deadline when given', () => {
    const body = postingBody(
      filled({
        worldwide: false,
        countries: ['NG'],
        regions: ['Africa'],
        timezoneEnabled: true,
        timezoneHours: '4',
        timezoneOffset: '5.5',
        applicationDeadline: '2030-01-31',
      }),
    );
    expect(body.eligibility).toEqual({ worldwide: false, countries: ['NG'], regions: ['Africa'] });
    expect(body.timezoneOverlap).toEqual({ hours: '4', utcOffset: '5.5' });
    expect(body.applicationDeadline).toBe('2030-01-31');
  });
});

describe('validatePosting', () => {
  it('accepts a complete post and gives the parsed body', () => {
    const result = validatePosting(filled(), '2025-06-01');
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.body).toMatchObject({ salaryMin: 80000, salaryMax: 100000, skills: ['React', 'TypeScript'] });
  });

  it("puts the shared schema's messages on their fields", () => {
    const result = validatePosting(
      filled({
        title: ' ',
        description: 'short',
        category: '',
        salaryMin: '',
        worldwide: false,
        skills: Array.from({ length: 21 }, (_, i) => `S${i}`),
      }),
      '2025-06-01',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: postingMessages.titleRequired,
      description: postingMessages.descriptionRequired,
      category: postingMessages.categoryInvalid,
      salaryMin: postingMessages.salaryRequired,
      eligibility: postingMessages.eligibilityRequired,
      skills: postingMessages.skillsTooMany,
    });
    expect(firstErrorField(result.errors)).toBe('title');
  });

  it('says when the minimum salary is above the maximum', () => {
    const result = validatePosting(filled({ salaryMin: '120000', salaryMax: '100000' }), '2025-06-01');
    expect(result.ok ? null : result.errors.salaryMin).toBe(postingMessages.salaryOrder);
  });

  it('refuses a deadline before today and a time-zone overlap out of range', () => {
    const result = validatePosting(
      filled({ applicationDeadline: '2025-05-31', timezoneEnabled: true, timezoneHours: '13' }),
      '2025-06-01',
    );
    expect(result.ok ? null : result.errors).toMatchObject({
      applicationDeadline: postingMessages.deadlinePast,
      timezone: postingMessages.timezoneInvalid,
    });
    expect(validatePosting(filled({ applicationDeadline: '2025-06-01' }), '2025-06-01').ok).toBe(true);
  });

  it('refuses a deadline more than a year after today, as the server does', () => {
    for (const deadline of ['2026-06-02', '10000-01-01']) {
      const result = validatePosting(filled({ applicationDeadline: deadline }), '2025-06-01');
      expect(result.ok ? null : result.errors.applicationDeadline, deadline).toBe(postingMessages.deadlineTooFar);
    }
    expect(validatePosting(filled({ applicationDeadline: '2026-06-01' }), '2025-06-01').ok).toBe(true);
    // From 29 February, a year ahead is 1 March.
    expect(validatePosting(filled({ applicationDeadline: '2029-03-01' }), '2028-02-29').ok).toBe(true);
  });
});

describe('postingFormFromJob', () => {
  it('prefills every field from the stored job and round-trips to a valid body', () => {
    const values = postingFormFromJob(storedJob(), false);
    expect(values).toMatchObject({
      title: 'Backend Engineer',
      salaryMin: '3000',
      salaryMax: '4000',
      salaryCurrency: 'EUR',
      salaryPeriod: 'month',
      worldwide: false,
      countries: ['NG', 'KE'],
      regions: ['Europe'],
      timezoneEnabled: true,
      timezoneHours: '3',
      timezoneOffset: '1',
      applicationDeadline: '2025-06-30',
      acceptsAutopilot: false,
    });
    expect(validatePosting(values, '2025-06-01').ok).toBe(true);
  });

  it('leaves a salary the form cannot hold to be filled in, and defaults Autopilot to on', () => {
    const values = postingFormFromJob(
      storedJob({ salary: '$60k', eligibility: null, timezoneOverlap: null, applicationDeadline: null }),
      undefined,
    );
    expect(values).toMatchObject({
      salaryMin: '',
      salaryMax: '',
      worldwide: true,
      timezoneEnabled: false,
      applicationDeadline: '',
      acceptsAutopilot: true,
    });
    const weekly = postingFormFromJob(
      storedJob({ salary: { min: 500, max: 600, currency: 'XYZ', period: 'week' } }),
      true,
    );
    expect(weekly).toMatchObject({ salaryCurrency: '', salaryPeriod: '' });
  });
});

describe('server errors', () => {
  it('reads zod and server paths onto form fields', () => {
    expect(fieldOfPath(['eligibility', 'countries', 0])).toBe('countries');
    expect(fieldOfPath('eligibility.worldwide')).toBe('eligibility');
    expect(fieldOfPath('timezoneOverlap.hours')).toBe('timezone');
    expect(fieldOfPath('salaryMax')).toBe('salaryMax');
    expect(fieldOfPath('')).toBeNull();
  });

  it('puts a 400 on its fields and keeps the rest as general messages', () => {
    const error = new ApiError(400, {
      msg: 'Please enter a job title',
      errors: [
        { msg: 'Please enter a job title', path: 'title' },
        { msg: 'Unknown country code', path: 'eligibility.countries.1' },
        { msg: 'Something else', path: '' },
      ],
    });
    expect(serverPostingErrors(error)).toEqual({
      errors: { title: 'Please enter a job title', countries: 'Unknown country code' },
      general: ['Something else'],
    });
    expect(serverPostingErrors(new ApiError(403, { msg: 'Only employers can post jobs' }))).toEqual({
      errors: {},
      general: ['Only employers can post jobs'],
    });
  });
});

describe('localDate', () => {
  it("is the employer's calendar day", () => {
    expect(localDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});

describe('errorsAfterChange', () => {
  it("clears the changed field's message and the ones it answers, nothing else", () => {
    const errors = { title: 'a', eligibility: 'b', salaryMin: 'c', timezone: 'd' };
    expect(errorsAfterChange(errors, 'title')).toEqual({ eligibility: 'b', salaryMin: 'c', timezone: 'd' });
    expect(errorsAfterChange(errors, 'countries')).toEqual({ title: 'a', salaryMin: 'c', timezone: 'd' });
    expect(errorsAfterChange(errors, 'salaryMax')).toEqual({ title: 'a', eligibility: 'b', timezone: 'd' });
    expect(errorsAfterChange(errors, 'timezoneHours')).toEqual({ title: 'a', eligibility: 'b', salaryMin: 'c' });
    expect(errorsAfterChange(errors, 'benefits')).toBe(errors);
  });
});

describe('errorFocusSelector', () => {
  it('focuses the input named after the field, and Worldwide for who-may-apply errors', () => {
    expect(errorFocusSelector('salaryMin')).toBe('[name="salaryMin"]');
    expect(errorFocusSelector('eligibility')).toBe('[name="worldwide"]');
    expect(errorFocusSelector('regions')).toBe('[name="worldwide"]');
    expect(errorFocusSelector('countries')).toBe('[name="countries"]');
  });
});

describe('texts stored as HTML', () => {
  it('are turned back into Markdown for the form, and flagged', () => {
    const job = storedJob({ description: `<p>${'Build things. '.repeat(5)}</p><ul><li>Go</li></ul>` });
    expect(postingFormFromJob(job, true).description).toBe(`${'Build things. '.repeat(5).trim()}\n\n- Go`);
    expect(hasHtmlTexts(job)).toBe(true);
    expect(hasHtmlTexts(storedJob())).toBe(false);
  });
});
