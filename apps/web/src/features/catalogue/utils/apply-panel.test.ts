import { describe, expect, it } from 'vitest';
import type { Application } from '@orbit/shared/application-contracts';
import { messages } from '@orbit/shared/messages';
import { ApiError } from '../../../lib/api-error.ts';
import {
  applicationForJob,
  failedAttemptForJob,
  applyPanelKind,
  applyViewer,
  directApplyLink,
  isAlreadyApplied,
  redirectTarget,
} from './apply-panel.ts';

const nativeJob = { postedBy: 'employer-1', source: 'orbit', applicationMethod: { type: 'form', value: '' } };
const external = (type: string, value = '') => ({
  postedBy: null,
  source: 'remotive',
  applicationMethod: { type, value },
});

const application = (overrides: Partial<Application> = {}): Application => ({
  _id: 'app-1',
  job: { _id: 'job-1', title: 'Frontend Engineer', company: 'Acme', location: 'Remote', companySiteUrl: null },
  status: 'Applied',
  appliedAt: '2026-05-01T10:00:00.000Z',
  createdAt: '2026-05-01T10:00:00.000Z',
  notes: '',
  coverLetter: '',
  firstResponseAt: null,
  feedback: '',
  matchScore: null,
  autopilotGenerated: false,
  isExternal: true,
  externalSubmissionDetails: null,
  failureReason: null,
  ...overrides,
});

describe('applyViewer', () => {
  it('waits while the session loads', () => {
    expect(applyViewer({ loading: true, isAuthenticated: null, user: null })).toBe('loading');
    expect(applyViewer({ loading: false, isAuthenticated: null, user: null })).toBe('loading');
  });

  it('waits until the browser has read the session of a page the server drew for a visitor', () => {
    expect(applyViewer({ loading: false, isAuthenticated: false, user: null, sessionRead: false })).toBe('loading');
    expect(applyViewer({ loading: false, isAuthenticated: false, user: null, sessionRead: true })).toBe('anonymous');
  });

  it('tells anonymous visitors, employers and seekers apart', () => {
    expect(applyViewer({ loading: false, isAuthenticated: false, user: null })).toBe('anonymous');
    expect(applyViewer({ loading: false, isAuthenticated: true, user: { role: 'employer' } })).toBe('employer');
    expect(applyViewer({ loading: false, isAuthenticated: true, user: { role: 'jobseeker' } })).toBe('seeker');
  });
});

describe('applyPanelKind', () => {
  it('gives native jobs the two-click Apply, signed in or not (an anonymous click goes to login)', () => {
    expect(applyPanelKind(nativeJob, 'seeker')).toBe('native');
    expect(applyPanelKind(nativeJob, 'anonymous')).toBe('native');
    // A native job's method (form/api) does not change its flow.
    expect(applyPanelKind({ ...nativeJob, applicationMethod: { type: 'api', value: '' } }, 'seeker')).toBe('native');
  });

  it("treats a job without postedBy but with Orbit Jobs' own source as native", () => {
    expect(applyPanelKind({ ...nativeJob, postedBy: null }, 'seeker')).toBe('native');
  });

  it('asks signed-out visitors to log in for external jobs', () => {
    for (const type of ['email', 'url', 'form', 'api', 'unknown', '']) {
      expect(applyPanelKind(external(type), 'anonymous')).toBe('login-required');
    }
  });

  it('picks the panel of the application method for seekers', () => {
    expect(applyPanelKind(external('email', 'jobs@acme.io'), 'seeker')).toBe('email');
    expect(applyPanelKind(external('url', 'https://acme.io/jobs/1'), 'seeker')).toBe('url');
    expect(applyPanelKind(external('form'), 'seeker')).toBe('form');
    expect(applyPanelKind(external('API'), 'seeker')).toBe('api');
  });

  it('falls back to the unknown panel for a missing or unexpected method', () => {
    expect(applyPanelKind(external('unknown'), 'seeker')).toBe('unknown');
    expect(applyPanelKind(external(''), 'seeker')).toBe('unknown');
    expect(applyPanelKind(external('fax'), 'seeker')).toBe('unknown');
  });

  it('shows employers no apply controls and waits for the session', () => {
    expect(applyPanelKind(nativeJob, 'employer')).toBe('employer');
    expect(applyPanelKind(external('url'), 'employer')).toBe('employer');
    expect(applyPanelKind(external('url'), 'loading')).toBe('loading');
  });
});

describe('applicationForJob', () => {
  it("finds the seeker's application to this job", () => {
    const list = [application({ _id: 'a', job: { ...application().job, _id: 'other' } }), application({ _id: 'b' })];
    expect(applicationForJob(list, 'job-1')?._id).toBe('b');
    expect(applicationForJob(list, 'job-9')).toBeNull();
    expect(applicationForJob(undefined, 'job-1')).toBeNull();
  });

  it('leaves a failed attempt out, so the seeker can try again, and reports it apart', () => {
    const list = [application({ _id: 'f', status: 'Failed', failureReason: 'HTTP 500 from the employer' })];
    expect(applicationForJob(list, 'job-1')).toBeNull();
    expect(failedAttemptForJob(list, 'job-1')?.failureReason).toBe('HTTP 500 from the employer');
    expect(failedAttemptForJob([application()], 'job-1')).toBeNull();
  });
});

describe('redirectTarget', () => {
  const details = {
    method: 'url' as const,
    targetDestination: 'https://acme.io/apply',
    submittedAt: '2026-05-01T10:00:00.000Z',
  };

  it('prefers the returned redirectUrl, then the target destination', () => {
    const app = application({ externalSubmissionDetails: details });
    expect(redirectTarget({ application: app, redirectUrl: 'https://acme.io/redirect' })).toBe(
      'https://acme.io/redirect',
    );
    expect(redirectTarget({ application: app })).toBe('https://acme.io/apply');
  });

  it('opens nothing when no web address came back, or an unsafe one', () => {
    expect(redirectTarget({ application: application() })).toBeNull();
    expect(
      redirectTarget({
        application: application({ externalSubmissionDetails: { ...details, targetDestination: '' } }),
        redirectUrl: 'javascript:alert(1)',
      }),
    ).toBeNull();
  });
});

describe('directApplyLink', () => {
  it("links the job's application URL, else its posting, and only http(s)", () => {
    expect(
      directApplyLink({
        applicationMethod: { type: 'url', value: 'https://acme.io/a' },
        sourceUrl: 'https://feed.io/1',
      }),
    ).toBe('https://acme.io/a');
    expect(directApplyLink({ applicationMethod: { type: 'url', value: '' }, sourceUrl: 'https://feed.io/1' })).toBe(
      'https://feed.io/1',
    );
    expect(directApplyLink({ applicationMethod: { type: 'url', value: 'javascript:x' }, sourceUrl: null })).toBeNull();
  });
});

describe('apply errors', () => {
  it('recognises the duplicate-application answer only', () => {
    expect(isAlreadyApplied(new ApiError(409, { msg: messages.alreadyApplied }))).toBe(true);
    expect(isAlreadyApplied(new ApiError(409, { msg: messages.jobNoLongerOpen }))).toBe(false);
    expect(isAlreadyApplied(new ApiError(400, { msg: messages.alreadyApplied }))).toBe(false);
  });
});
