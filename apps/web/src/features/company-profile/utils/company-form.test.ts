import { describe, expect, it } from 'vitest';
import { companySchema } from '@orbit/shared/company-contracts';
import { ApiError } from '../../../lib/api-error.ts';
import {
  companyFormValues,
  firstCompanyError,
  industryOptions,
  logoFileProblem,
  serverCompanyErrors,
  validateCompany,
} from './company-form.ts';

const company = companySchema.parse({
  _id: 'c1',
  name: 'Acme',
  logo: '',
  industry: 'Technology',
  location: 'Lagos, Nigeria',
  website: 'acme.io',
  openJobs: 2,
  rating: null,
  description: 'We build things.',
  size: '11-50',
  verified: true,
  medianResponseHours: 30,
});

describe('company form', () => {
  it('prefills from the company and validates with the shared schema', () => {
    const values = companyFormValues(company);
    expect(values).toEqual({
      name: 'Acme',
      website: 'acme.io',
      description: 'We build things.',
      size: '11-50',
      location: 'Lagos, Nigeria',
      industry: 'Technology',
    });
    expect(validateCompany(values)).toEqual({ ok: true, body: values });
  });

  it('puts each problem on its field', () => {
    const result = validateCompany({ ...companyFormValues(company), name: ' ', website: 'not a site', size: '7' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please enter the company name',
      website: 'Please enter a valid website address',
      size: 'Please choose a company size from the list',
    });
    expect(firstCompanyError(result.errors)).toBe('name');
  });

  it('reads server field errors, else a general message', () => {
    expect(
      serverCompanyErrors(new ApiError(400, { msg: 'x', errors: [{ msg: 'Too long', path: 'description' }] })),
    ).toEqual({
      errors: { description: 'Too long' },
      general: null,
    });
    expect(serverCompanyErrors(new ApiError(500, { msg: 'Server error' }))).toEqual({
      errors: {},
      general: 'Server error',
    });
    expect(serverCompanyErrors(new Error('offline')).general).toMatch(/Failed to save/);
  });
});

describe('logo file', () => {
  it('takes PNG, JPEG and WebP up to 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(logoFileProblem({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(logoFileProblem({ type: 'image/gif', size: 1000 })).toMatch(/PNG, JPEG or WebP/);
    expect(logoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toMatch(/5 MB/);
  });
});

describe('industryOptions', () => {
  it("keeps a company's own industry", () => {
    expect(industryOptions(['Technology', 'Finance'], 'Logistics')).toEqual(['Technology', 'Finance', 'Logistics']);
    expect(industryOptions(['Technology'], 'Technology')).toEqual(['Technology']);
    expect(industryOptions(['Technology'], '')).toEqual(['Technology']);
  });
});
