import { describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import {
  completenessInputFromUser,
  missingProfileItems,
  profileFormError,
  profileFormValues,
  profileSkillOptions,
  profileUpdatePayload,
  rebaseFormValues,
} from './profile-form.ts';

const user: User = {
  _id: 'u1',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  phone: '',
  location: 'Lagos',
  country: { code: 'NG', name: 'Nigeria', region: 'Africa' },
  role: 'jobseeker',
  userType: 'candidate',
  isEmailVerified: true,
  onboardingComplete: true,
  profilePictureUrl: null,
  resumeUrl: '/api/files/abc',
  resumeFileName: 'cv.pdf',
  resume: null,
  title: 'Developer',
  experience: '3-5',
  education: 'PhD',
  skills: ['React', 'Elixir'],
  jobTypes: ['Remote'],
  salaryExpectation: '',
  bio: '',
  company: null,
  profileCompleteness: 80,
  subscription: { isPremium: false, features: { autopilot: false } },
  isModerator: false,
  applicationEmails: 'instant',
  statusEmailsOff: false,
  talentVisibility: 'hidden',
  hiddenFromCompanies: [],
  termsVersion: '2026-11-25',
  needsTermsAcceptance: false,
  googleLinked: false,
  hasPassword: true,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profileSkillOptions', () => {
  it('lists the 17 standard skills and keeps extra ones the user has', () => {
    const options = profileSkillOptions(user.skills);
    expect(options).toHaveLength(18);
    expect(options.at(-1)).toBe('Elixir');
    expect(options.filter((skill) => skill === 'React')).toHaveLength(1);
  });
});

describe('profile form', () => {
  it('prefills from the user and requires a name', () => {
    const values = profileFormValues(user);
    expect(values.skills).toEqual(['React', 'Elixir']);
    expect(profileFormError(values)).toBeNull();
    expect(profileFormError({ ...values, name: '  ' })).toBe('Please fill in all required fields');
  });

  it('sends trimmed values, and only the common fields for employers', () => {
    const values = { ...profileFormValues(user), name: ' Amara ' };
    expect(profileUpdatePayload(values, true)).toMatchObject({
      name: 'Amara',
      skills: ['React', 'Elixir'],
      experience: '3-5',
    });
    expect(Object.keys(profileUpdatePayload(values, false)).sort()).toEqual([
      'bio',
      'location',
      'name',
      'phone',
      'title',
    ]);
  });
});

describe('rebaseFormValues', () => {
  it('takes a field saved elsewhere and keeps the unsaved edits of the others', () => {
    const edited = { ...profileFormValues(user), bio: 'Typed, not saved', location: 'Accra' };
    const rebased = rebaseFormValues(edited, user, { ...user, title: 'Senior Frontend Engineer' });
    expect(rebased).toMatchObject({ title: 'Senior Frontend Engineer', bio: 'Typed, not saved', location: 'Accra' });
  });

  it('lets the accepted value win over a typed one for the field that was accepted', () => {
    const edited = { ...profileFormValues(user), experience: '1-3' };
    expect(rebaseFormValues(edited, user, { ...user, experience: '5-10' }).experience).toBe('5-10');
  });

  it('adds an accepted skill to skills ticked but not saved, keeping an unticked one unticked', () => {
    const edited = { ...profileFormValues(user), skills: ['Elixir', 'Python'] };
    const rebased = rebaseFormValues(edited, user, { ...user, skills: ['React', 'Elixir', 'Docker'] });
    expect(rebased.skills).toEqual(['Elixir', 'Python', 'Docker']);
  });

  it('does not duplicate a skill the seeker ticked meanwhile', () => {
    const edited = { ...profileFormValues(user), skills: ['React', 'Elixir', 'Docker'] };
    expect(rebaseFormValues(edited, user, { ...user, skills: ['React', 'Elixir', 'Docker'] }).skills).toEqual([
      'React',
      'Elixir',
      'Docker',
    ]);
  });

  it('changes nothing when the saved profile fields did not change (a refetch)', () => {
    const edited = { ...profileFormValues(user), name: 'Typed' };
    expect(rebaseFormValues(edited, user, { ...user, profileCompleteness: 90 })).toEqual(edited);
  });
});

describe('completeness', () => {
  it('maps the user onto the shared completeness input', () => {
    const input = completenessInputFromUser(user);
    expect(input.hasResume).toBe(true);
    expect(input.hasProfilePicture).toBe(false);
  });

  it('names the missing fields, most valuable first', () => {
    expect(missingProfileItems(user)).toEqual(['Bio', 'Phone number', 'Salary expectation', 'Profile picture']);
  });
});
