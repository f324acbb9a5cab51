import { describe, expect, it } from 'vitest';
import { defaultAutopilotSettings, type AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { placeSeeker } from '@orbit/shared/matching/places';
import { jobAsShown } from '../../test-support/job-contract-builders.ts';
import type { ScoredJob } from '../recommendations/rank-jobs.ts';
import { decideCandidates, type CandidateFacts } from './decide-candidates.ts';
import type { KnownDecision } from './seeker-history.ts';

const now = new Date('2026-12-07T10:00:00.000Z');

const scored = (id: string, overrides: Partial<ScoredJob> = {}): ScoredJob => ({
  ...jobAsShown({ _id: id, title: `Go Engineer ${id}`, company: `Company ${id}` }),
  matchScore: 90,
  matchBreakdown: {
    matchedSkills: ['Go'],
    missingSkills: [],
    reasons: [{ factor: 'skills', effect: 'positive', text: 'Go matches' }],
  },
  ...overrides,
});

const facts = (
  overrides: Partial<Omit<CandidateFacts, 'settings'>> & { settings?: Partial<AutopilotSettings> } = {},
): CandidateFacts => ({
  candidates: [],
  refusing: new Set(),
  known: new Map(),
  place: placeSeeker('Lagos, Nigeria'),
  history: { appliedJobIds: new Set(), recentRoles: new Set(), recentCompanies: new Set() },
  usage: { sentToday: 0, sentThisWeek: 0, queued: 0, lastSlot: null },
  letterFacts: (job) => ({
    seekerName: 'Ada',
    baseLetter: '',
    customize: true,
    seeker: { title: 'Engineer', skills: ['Go'], yearsOfExperience: null },
    resume: null,
    job: { title: job.title, company: job.company, skills: job.skills },
  }),
  now,
  sendGapMinutes: 10,
  incremental: false,
  ...overrides,
  settings: { ...defaultAutopilotSettings, isActive: true, mode: 'auto', minimumMatchScore: 70, ...overrides.settings },
});

describe('decideCandidates', () => {
  it('queues sends spaced by the gap until the daily cap, then skips for the cap', () => {
    const { rows, summary } = decideCandidates(
      facts({
        candidates: ['a', 'b', 'c'].map((id) => scored(id)),
        settings: { dailyLimit: 2, weeklyLimit: 10 },
      }),
    );
    expect(rows.map((row) => [row.jobId, row.outcome, row.reasonCode])).toEqual([
      ['a', 'queued', null],
      ['b', 'queued', null],
      ['c', 'skipped', 'daily_cap'],
    ]);
    expect(rows[0]!.sendAfter).toEqual(now);
    expect(rows[1]!.sendAfter).toEqual(new Date(now.getTime() + 10 * 60 * 1000));
    expect(rows[0]!.coverLetter).not.toBe('');
    expect(summary).toEqual({ considered: 3, queued: 2, proposed: 0, suggested: 0, skipped: 1 });
  });

  it('counts sends already made and queued against the caps, and spaces from the last slot', () => {
    const lastSlot = new Date(now.getTime() + 5 * 60 * 1000);
    const { rows } = decideCandidates(
      facts({
        candidates: ['a', 'b'].map((id) => scored(id)),
        settings: { dailyLimit: 3, weeklyLimit: 10 },
        usage: { sentToday: 1, sentThisWeek: 1, queued: 1, lastSlot },
      }),
    );
    expect(rows.map((row) => row.outcome)).toEqual(['queued', 'skipped']);
    expect(rows[0]!.sendAfter).toEqual(new Date(lastSlot.getTime() + 10 * 60 * 1000));
  });

  it('one send per company per scan; the second job of it is skipped for the cooldown', () => {
    const { rows } = decideCandidates(
      facts({ candidates: [scored('a', { company: 'Baobab' }), scored('b', { company: 'Baobab', title: 'Other' })] }),
    );
    expect(rows.map((row) => [row.outcome, row.reasonCode])).toEqual([
      ['queued', null],
      ['skipped', 'company_cooldown'],
    ]);
  });

  it('never rewrites a decision that moved on, nor a skip for the same reason', () => {
    const known = new Map<string, KnownDecision>([
      ['a', { outcome: 'proposed', reasonCode: null, updatedAt: now }],
      ['b', { outcome: 'skipped', reasonCode: 'below_score', updatedAt: now }],
    ]);
    const { rows, summary } = decideCandidates(
      facts({ candidates: [scored('a'), scored('b', { matchScore: 60 }), scored('c', { matchScore: 60 })], known }),
    );
    expect(rows.map((row) => [row.jobId, row.reasonCode])).toEqual([['c', 'below_score']]);
    expect(summary.considered).toBe(2);
  });

  it('records near misses only, and fewer of them after new jobs', () => {
    const candidates = Array.from({ length: 60 }, (_, index) => scored(`j${index}`, { matchScore: 55 }));
    const far = scored('far', { matchScore: 30 });
    expect(decideCandidates(facts({ candidates: [...candidates, far] })).rows).toHaveLength(40);
    expect(decideCandidates(facts({ candidates, incremental: true })).rows).toHaveLength(10);
    expect(decideCandidates(facts({ candidates: [far] })).rows).toEqual([]);
  });

  it('a review-mode seeker gets proposals that expire, and an employer refusing Autopilot is skipped', () => {
    const { rows } = decideCandidates(
      facts({ candidates: [scored('a'), scored('b')], refusing: new Set(['b']), settings: { mode: 'review' } }),
    );
    expect(rows.map((row) => [row.outcome, row.reasonCode ?? null])).toEqual([
      ['proposed', null],
      ['skipped', 'refuses_autopilot'],
    ]);
    expect(rows[0]!.expiresAt!.getTime()).toBeGreaterThan(now.getTime());
  });
});
