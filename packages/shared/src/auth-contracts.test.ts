import { describe, expect, it } from 'vitest';
import { loginSchema, onboardingFieldsSchema, profileUpdateSchema, registrationSchema } from './auth-contracts.ts';

const candidate = {
  name: 'Ama',
  email: '  Ama@Example.COM ',
  password: 'secret-ish',
  phone: '+233 20 000 0000',
  acceptTerms: true,
};

describe('registrationSchema', () => {
  it('defaults userType to candidate and normalises the e-mail', () => {
    const parsed = registrationSchema.parse(candidate);
    expect(parsed).toMatchObject({ userType: 'candidate', email: 'ama@example.com', location: '' });
  });

  it('needs company name and industry for employers', () => {
    const result = registrationSchema.safeParse({ ...candidate, userType: 'employer' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['companyName', 'industry']));
  });

  it.each([undefined, false, 'true', 'on', 1])('refuses acceptTerms %s: only true accepts the terms', (acceptTerms) => {
    for (const userType of ['candidate', 'employer'] as const) {
      const employer = userType === 'employer' ? { companyName: 'Acme', industry: 'Technology' } : {};
      const result = registrationSchema.safeParse({ ...candidate, ...employer, userType, acceptTerms });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['acceptTerms'], message: 'Please accept the terms and privacy policy' }),
      ]);
    }
  });

  it('uses the spec message for short passwords', () => {
    const result = registrationSchema.safeParse({ ...candidate, password: '12345' });
    expect(result.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
  });
});

describe('loginSchema', () => {
  it('asks for all fields', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co' }).error?.issues[0]?.message).toBe('Please fill in all fields');
  });
});

describe('onboardingFieldsSchema', () => {
  const fields = {
    title: 'Designer',
    experience: '1-3',
    education: 'PhD',
    location: 'Kigali',
    skills: '["UX/UI Design"]',
    jobTypes: '["Contract"]',
  };

  it('parses JSON lists from the multipart form', () => {
    expect(onboardingFieldsSchema.parse(fields)).toMatchObject({
      skills: ['UX/UI Design'],
      jobTypes: ['Contract'],
      bio: '',
    });
  });

  it('explains an empty skill list and an unreadable job type list', () => {
    expect(onboardingFieldsSchema.safeParse({ ...fields, skills: '[]' }).error?.issues[0]?.message).toBe(
      'Please select at least one skill',
    );
    expect(onboardingFieldsSchema.safeParse({ ...fields, jobTypes: '{' }).error?.issues[0]?.message).toBe(
      'Please select at least one job type',
    );
  });
});

describe('profileUpdateSchema', () => {
  it('lets a blank optional field clear it but refuses a blank name', () => {
    expect(profileUpdateSchema.parse({ bio: '   ' })).toEqual({ bio: '' });
    expect(profileUpdateSchema.safeParse({ name: ' ' }).success).toBe(false);
  });
});
