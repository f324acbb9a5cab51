import { describe, expect, it } from 'vitest';
import { defaultAutopilotSettings, type AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import type { Job } from '@orbit/shared/job-contracts';
import { placeSeeker } from '@orbit/shared/matching/places';
import { decideJob, normalizeTitle, roleKey, type SeekerHistory } from './decide-job.ts';
import { jobEligibility, matchesLocationPreference } from './job-eligibility.ts';
import { nextRoundAt } from './status.ts';
import { jobAsShown as job } from '../../test-support/job-contract-builders.ts';

const settings = (overrides: Partial<AutopilotSettings> = {}): AutopilotSettings => ({
  ...defaultAutopilotSettings,
  isActive: true,
  mode: 'auto',
  minimumMatchScore: 70,
  ...overrides,
});
const noHistory: SeekerHistory = { appliedJobIds: new Set(), recentRoles: new Set(), recentCompanies: new Set() };
const lagos = placeSeeker('Lagos, Nigeria');
const decide = (
  jobOverrides: Partial<Job> = {},
  settingsOverrides: Partial<AutopilotSettings> = {},
  score: number | null = 85,
  history = noHistory,
  accepts = true,
) =>
  decideJob(
    { job: job(jobOverrides), acceptsAutopilot: accepts, matchScore: score },
    settings(settingsOverrides),
    lagos,
    history,
  );
const verdict = (...args: Parameters<typeof decide>) => {
  const result = decide(...args);
  return result.action === 'skip'
    ? `skip ${result.reasonCode}`
    : result.action === 'propose'
      ? `propose${result.reasonCode ? ` ${result.reasonCode}` : ''}`
      : result.action;
};

describe('deciding one job', () => {
  it('a native job open worldwide that fits is sent in auto mode and proposed in review mode', () => {
    expect(verdict()).toBe('send');
    expect(verdict({}, { mode: 'review' })).toBe('propose');
  });

  it('eligibility comes first: structured lists, regions and the feed’s words; unknown is only proposed', () => {
    expect(verdict({ eligibility: { worldwide: false, countries: ['US'], regions: [] } })).toBe('skip not_eligible');
    expect(verdict({ eligibility: { worldwide: false, countries: ['NG'], regions: [] } })).toBe('send');
    expect(verdict({ eligibility: { worldwide: false, countries: [], regions: ['Africa'] } })).toBe('send');
    const api = {
      postedBy: null,
      source: 'remotive',
      applicationMethod: { type: 'api' as const, value: 'https://x.example' },
    };
    expect(verdict({ ...api, eligibility: null, regions: 'USA Only' })).toBe('skip not_eligible');
    expect(verdict({ ...api, eligibility: null, regions: 'Worldwide' })).toBe('send');
    expect(verdict({ ...api, eligibility: null, regions: '', location: '' })).toBe('propose eligibility_unknown');
    // Ineligible wins over everything else, even a perfect score.
    expect(verdict({ eligibility: { worldwide: false, countries: ['DE'], regions: [] } }, {}, 100)).toBe(
      'skip not_eligible',
    );
  });

  it('the seeker’s filters: location preference, keywords, salary floor, experience, job types, excluded companies', () => {
    expect(
      verdict(
        { eligibility: { worldwide: false, countries: [], regions: ['Africa'] }, regions: 'Africa' },
        { locationPreference: 'europe' },
      ),
    ).toBe('skip location_preference');
    expect(verdict({}, { locationPreference: 'africa' })).toBe('send');
    expect(verdict({}, { skillKeywords: ['Rust'] })).toBe('skip skill_keywords');
    expect(verdict({}, { skillKeywords: ['kubernetes'] })).toBe('send');
    expect(verdict({}, { minimumSalary: 120000 })).toBe('skip salary_below_minimum');
    expect(verdict({ salary: null }, { minimumSalary: 50000 })).toBe('propose salary_below_minimum');
    expect(verdict({ experienceLevel: 'senior', title: 'Senior Go Engineer' }, { experienceLevel: 'entry' })).toBe(
      'skip experience_level',
    );
    expect(verdict({ employmentType: 'Part-time' })).toBe('skip job_type');
    expect(verdict({ employmentType: 'Freelance' }, { jobTypes: ['freelance'] })).toBe('send');
    expect(verdict({}, { excludedCompanies: ['baobab cloud ltd'] })).toBe('skip excluded_company');
  });

  it('fails closed on the score: unscored or below the minimum is never sent', () => {
    expect(verdict({}, {}, null)).toBe('skip not_scored');
    expect(verdict({}, {}, Number.NaN)).toBe('skip not_scored');
    expect(verdict({}, { minimumMatchScore: 90 }, 89.4)).toBe('skip below_score');
    expect(verdict({}, { minimumMatchScore: 90 }, 90)).toBe('send');
  });

  it('never twice, and the employer may refuse Autopilot', () => {
    expect(verdict({}, {}, 85, { ...noHistory, appliedJobIds: new Set(['job-1']) })).toBe('skip already_applied');
    expect(
      verdict({ title: 'Go Platform Engineer (Remote)' }, {}, 85, {
        ...noHistory,
        recentRoles: new Set([roleKey('Baobab Cloud Ltd', 'Go Platform Engineer')]),
      }),
    ).toBe('skip repost');
    expect(verdict({}, {}, 85, { ...noHistory, recentCompanies: new Set(['baobab cloud']) })).toBe(
      'skip company_cooldown',
    );
    expect(verdict({}, {}, 85, noHistory, false)).toBe('skip refuses_autopilot');
  });

  it('how the job is applied to: e-mail waits for approval, the employer’s site or form is a suggestion, unknown is skipped', () => {
    const external = { postedBy: null, source: 'remotive', eligibility: null, regions: 'Worldwide' };
    expect(verdict({ ...external, applicationMethod: { type: 'email', value: 'jobs@x.example' } })).toBe('propose');
    expect(verdict({ ...external, applicationMethod: { type: 'url', value: 'https://x.example' } })).toBe('suggest');
    expect(verdict({ ...external, applicationMethod: { type: 'form', value: 'https://x.example' } })).toBe('suggest');
    expect(verdict({ ...external, applicationMethod: { type: 'unknown', value: '' } })).toBe(
      'skip no_application_method',
    );
  });
});

describe('the rules’ pieces', () => {
  it('reposts: a title without brackets, case and “remote” is the same role', () => {
    expect(normalizeTitle('Go Engineer (Remote) [Urgent]')).toBe(normalizeTitle('go engineer'));
  });
  it('eligibility without a placeable location is unknown', () => {
    expect(jobEligibility(job(), null).status).toBe('unknown');
  });
  it('location preference us-only takes US jobs and worldwide ones', () => {
    expect(matchesLocationPreference(job({ eligibility: null, regions: 'USA Only' }), 'us-only')).toBe(true);
    expect(matchesLocationPreference(job({ eligibility: null, regions: 'Europe' }), 'us-only')).toBe(false);
    expect(matchesLocationPreference(job(), 'us-only')).toBe(true);
  });
  it('the next hourly round is the next top of the hour', () => {
    expect(nextRoundAt(new Date('2026-11-25T12:34:56Z')).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    expect(nextRoundAt(new Date('2026-11-25T12:00:00Z')).toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });
});
