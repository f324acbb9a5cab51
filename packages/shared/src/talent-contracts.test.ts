import { describe, expect, it } from 'vitest';
import {
  candidateCardFromProfile,
  candidateCardSchema,
  hiddenFromCompaniesSchema,
  talentDisplayName,
  talentVisibilitySchema,
} from './talent-contracts.ts';

describe('talentDisplayName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(talentDisplayName('Amara Okafor')).toBe('Amara O.');
    expect(talentDisplayName('  Kwame  Nkrumah  Mensah ')).toBe('Kwame M.');
    expect(talentDisplayName('ngozi ézé')).toBe('ngozi É.');
  });

  it('shows a lone name as it is, and no name as a candidate', () => {
    expect(talentDisplayName('Wanjiku')).toBe('Wanjiku');
    expect(talentDisplayName('   ')).toBe('A candidate');
  });
});

describe('the talent pool settings', () => {
  it('accept the three visibilities only', () => {
    expect(talentVisibilitySchema.safeParse('verified-employers').success).toBe(true);
    expect(talentVisibilitySchema.safeParse('everyone').success).toBe(false);
  });

  it('trim hidden companies and refuse blank ones or too many', () => {
    expect(hiddenFromCompaniesSchema.parse(['  Kijani Labs '])).toEqual(['Kijani Labs']);
    expect(hiddenFromCompaniesSchema.safeParse(['  ']).success).toBe(false);
    expect(hiddenFromCompaniesSchema.safeParse(Array.from({ length: 51 }, (_, i) => `Co ${i}`)).success).toBe(false);
  });
});

describe('candidateCardFromProfile', () => {
  const profile = {
    id: 'u1',
    name: 'Amara Okafor',
    email: 'amara@example.org',
    phone: '+234 800 000 0000',
    location: 'Lagos, Nigeria',
    bio: 'Call me on WhatsApp',
    title: ' Frontend Engineer ',
    country: { code: 'NG', name: 'Nigeria', region: 'Africa' },
    skills: ['React', 'TypeScript'],
    experience: '3-5',
    jobTypes: ['Full-time'],
    salaryExpectation: '',
  };

  it('shows the card fields only: no e-mail, phone, city, bio or full name', () => {
    const card = candidateCardFromProfile(profile);
    expect(card).toEqual({
      _id: 'u1',
      displayName: 'Amara O.',
      title: 'Frontend Engineer',
      country: 'Nigeria',
      skills: ['React', 'TypeScript'],
      experience: '3-5',
      jobTypes: ['Full-time'],
      salaryExpectation: '',
      contact: 'none',
    });
    expect(candidateCardSchema.strict().safeParse(card).success).toBe(true);
    expect(JSON.stringify(card)).not.toMatch(/Okafor|amara@|\+234|Lagos|WhatsApp/);
  });

  it('carries the contact state and a match score when given, and no country when none is known', () => {
    const card = candidateCardFromProfile({ ...profile, country: null }, { contact: 'pending', matchScore: 87 });
    expect(card).toMatchObject({ country: null, contact: 'pending', matchScore: 87 });
  });
});
