import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, registerFormError, registrationPayload, type RegisterFormValues } from './register-form.ts';

const candidate: RegisterFormValues = {
  ...emptyRegisterForm,
  name: ' Ada Obi ',
  email: ' ada@example.com ',
  phone: '+234 800 000 0000',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};
const employer: RegisterFormValues = { ...candidate, companyName: 'Acme', industry: 'Technology' };

describe('registerFormError', () => {
  it('accepts a complete candidate form without a location', () => {
    expect(registerFormError('candidate', candidate)).toBeNull();
  });

  it.each(['name', 'email', 'phone', 'password', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(registerFormError('candidate', { ...candidate, [field]: '  ' })).toBe('Please fill in all required fields');
  });

  it('requires company name and industry for employers only', () => {
    expect(registerFormError('candidate', { ...candidate, companyName: '' })).toBeNull();
    expect(registerFormError('employer', { ...employer, companyName: '' })).toBe('Please fill in all required fields');
    expect(registerFormError('employer', { ...employer, industry: '' })).toBe('Please fill in all required fields');
    expect(registerFormError('employer', employer)).toBeNull();
  });

  it('checks matching passwords, then their length', () => {
    expect(registerFormError('candidate', { ...candidate, confirmPassword: 'secret2' })).toBe('Passwords do not match');
    expect(registerFormError('candidate', { ...candidate, password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('asks for the terms last', () => {
    expect(registerFormError('candidate', { ...candidate, acceptTerms: false })).toBe(
      'Please accept the terms and privacy policy',
    );
    expect(registerFormError('employer', { ...employer, acceptTerms: false })).toBe(
      'Please accept the terms and privacy policy',
    );
    expect(registerFormError('candidate', { ...candidate, name: '', acceptTerms: false })).toBe(
      'Please fill in all required fields',
    );
  });
});

describe('registrationPayload', () => {
  it('builds the candidate payload with trimmed texts', () => {
    expect(registrationPayload('candidate', candidate)).toEqual({
      userType: 'candidate',
      name: 'Ada Obi',
      email: 'ada@example.com',
      password: 'secret1',
      phone: '+234 800 000 0000',
      location: '',
      acceptTerms: true,
    });
  });

  it('sends the employer contact name as name, plus company and industry', () => {
    expect(registrationPayload('employer', employer)).toMatchObject({
      userType: 'employer',
      name: 'Ada Obi',
      companyName: 'Acme',
      industry: 'Technology',
    });
  });
});
