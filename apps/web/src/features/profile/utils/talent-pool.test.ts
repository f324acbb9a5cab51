import { describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import {
  addHiddenCompany,
  hiddenCompaniesFullMessage,
  rebaseTalentPoolValues,
  talentCardPreview,
  talentPoolChanged,
  talentPoolPayload,
  talentPoolValues,
  talentViewLines,
} from './talent-pool.ts';

const user: User = {
  _id: 'u1',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  phone: '+234 800 000 0000',
  location: 'Lagos, Nigeria',
  country: { code: 'NG', name: 'Nigeria', region: 'Africa' },
  role: 'jobseeker',
  userType: 'candidate',
  isEmailVerified: true,
  onboardingComplete: true,
  profilePictureUrl: '/api/files/pic',
  resumeUrl: '/api/files/abc',
  resumeFileName: 'cv.pdf',
  resume: null,
  title: 'Frontend Engineer',
  experience: '3-5',
  education: 'PhD',
  skills: ['React', 'TypeScript'],
  jobTypes: ['Full-time'],
  salaryExpectation: '$50,000-$70,000',
  bio: 'Reach me on WhatsApp',
  company: null,
  profileCompleteness: 90,
  subscription: { isPremium: false, features: { autopilot: false } },
  isModerator: false,
  applicationEmails: 'instant',
  statusEmailsOff: false,
  talentVisibility: 'hidden',
  hiddenFromCompanies: ['Paystack'],
  termsVersion: '2026-11-25',
  needsTermsAcceptance: false,
  googleLinked: false,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the talent pool card', () => {
  it('starts from the saved settings and sends both', () => {
    const values = talentPoolValues(user);
    expect(values).toEqual({ visibility: 'hidden', hiddenFromCompanies: ['Paystack'] });
    expect(talentPoolChanged(values, user)).toBe(false);
    const chosen = { ...values, visibility: 'verified-employers' as const };
    expect(talentPoolChanged(chosen, user)).toBe(true);
    expect(talentPoolPayload(chosen)).toEqual({
      talentVisibility: 'verified-employers',
      hiddenFromCompanies: ['Paystack'],
    });
  });

  it('keeps an unsaved choice when the profile form saves, and takes a setting saved elsewhere', () => {
    const edited = { visibility: 'all-employers' as const, hiddenFromCompanies: ['Paystack', 'Kijani'] };
    expect(rebaseTalentPoolValues(edited, user, { ...user, bio: 'New bio' })).toEqual(edited);
    const elsewhere = { ...user, hiddenFromCompanies: [] };
    expect(rebaseTalentPoolValues(edited, user, elsewhere)).toEqual({
      visibility: 'all-employers',
      hiddenFromCompanies: [],
    });
  });

  it('adds a company once, tidied, and refuses the 51st', () => {
    expect(addHiddenCompany(['Paystack'], '  Kijani   Labs ')).toEqual({
      list: ['Paystack', 'Kijani Labs'],
      error: null,
    });
    expect(addHiddenCompany(['Paystack'], 'paystack').list).toEqual(['Paystack']);
    expect(addHiddenCompany(['Paystack'], '   ').list).toEqual(['Paystack']);
    const full = Array.from({ length: 50 }, (_, i) => `Company ${i}`);
    expect(addHiddenCompany(full, 'One more')).toEqual({ list: full, error: hiddenCompaniesFullMessage });
  });

  it('previews the card employers get: first name and initial, country not city, nothing that reaches the seeker', () => {
    const card = talentCardPreview(user);
    expect(card).toEqual({
      _id: 'u1',
      displayName: 'Amara O.',
      title: 'Frontend Engineer',
      country: 'Nigeria',
      skills: ['React', 'TypeScript'],
      experience: '3-5',
      jobTypes: ['Full-time'],
      salaryExpectation: '$50,000-$70,000',
      contact: 'none',
    });
    expect(JSON.stringify(card)).not.toMatch(/Okafor|amara@|\+234|Lagos|WhatsApp|api\/files/);
  });
});

describe('talentViewLines', () => {
  it('says who looked at what, and when, from now', () => {
    const now = new Date('2026-03-03T12:00:00.000Z');
    const lines = talentViewLines(
      [
        { company: 'Kijani Labs', what: 'resume', at: '2026-03-03T11:55:00.000Z' },
        { company: 'Kijani Labs', what: 'profile', at: '2026-03-01T12:00:00.000Z' },
      ],
      now,
    );
    expect(lines.map(({ company, what, when }) => [company, what, when])).toEqual([
      ['Kijani Labs', 'Opened your resume', '5 minutes ago'],
      ['Kijani Labs', 'Looked at your profile', '2 days ago'],
    ]);
    expect(new Set(lines.map((line) => line.key)).size).toBe(2);
  });
});
