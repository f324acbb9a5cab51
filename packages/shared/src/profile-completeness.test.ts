import { describe, expect, it } from 'vitest';
import { missingProfileFields, profileCompleteness, type CompletenessInput } from './profile-completeness.ts';
import { avatarInitial, displayFirstName } from './user-display.ts';

const empty: CompletenessInput = {
  name: '',
  phone: '',
  location: '',
  title: '',
  experience: '',
  education: '',
  skills: [],
  jobTypes: [],
  salaryExpectation: '',
  bio: '',
  hasResume: false,
  hasProfilePicture: false,
  isEmailVerified: false,
};

describe('profileCompleteness', () => {
  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompleteness(empty)).toBe(0);
    const full: CompletenessInput = {
      name: 'A',
      phone: '1',
      location: 'L',
      title: 'T',
      experience: '1-3',
      education: 'PhD',
      skills: ['SQL'],
      jobTypes: ['Contract'],
      salaryExpectation: '$0-$30,000',
      bio: 'B',
      hasResume: true,
      hasProfilePicture: true,
      isEmailVerified: true,
    };
    expect(profileCompleteness(full)).toBe(100);
  });

  it('counts whitespace as empty and lists the most valuable missing field first', () => {
    const partial = { ...empty, name: 'Ada', bio: '   ' };
    expect(profileCompleteness(partial)).toBe(8);
    expect(missingProfileFields(partial)[0]).toBe('skills');
    expect(missingProfileFields(partial)).not.toContain('name');
  });
});

describe('user display rules', () => {
  it('shows the first word of the name, else User', () => {
    expect(displayFirstName('  Ngozi   Adichie ')).toBe('Ngozi');
    expect(displayFirstName('')).toBe('User');
    expect(displayFirstName(undefined)).toBe('User');
  });

  it('uses the first letter for the avatar, else nothing', () => {
    expect(avatarInitial('ngozi')).toBe('N');
    expect(avatarInitial('  ')).toBeNull();
  });
});
