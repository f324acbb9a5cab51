import { describe, expect, it } from 'vitest';
import type { User } from '@orbit/shared/auth-contracts';
import {
  completenessInputFromUser,
  missingProfileItems,
  profileFormError,
  profileFormValues,
  profileSkillOptions,
  profileUpdatePayload,
} from './profile-form.ts';

const user: User = {
  _id: 'u1',
  name: 'Amara Okafor',
  email: 'amara@example.com',
  phone: '',
  location: 'Lagos',
  role: 'jobseeker',
  userType: 'candidate',
  isEmailVerified: true,
  onboardingComplete: true,
  profilePictureUrl: null,
  resumeUrl: '/api/files/abc',
  resumeFileName: 'cv.pdf',
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
    expect(profileUpdatePayload(values, true)).toMatchObject({ name: 'Amara', skills: ['React', 'Elixir'], experience: '3-5' });
    expect(Object.keys(profileUpdatePayload(values, false)).sort()).toEqual(['bio', 'location', 'name', 'phone', 'title']);
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
