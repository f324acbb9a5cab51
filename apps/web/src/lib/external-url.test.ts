import { describe, expect, it } from 'vitest';
import { safeHttpUrl, websiteHref, websiteLabel } from './external-url.ts';

describe('websiteHref', () => {
  it('prefixes https:// when the scheme is missing', () => {
    expect(websiteHref('acme.io')).toBe('https://acme.io/');
    expect(websiteHref('www.acme.io/careers')).toBe('https://www.acme.io/careers');
    expect(websiteHref('//acme.io')).toBe('https://acme.io/');
  });

  it('keeps http and https addresses', () => {
    expect(websiteHref('http://acme.io')).toBe('http://acme.io/');
    expect(websiteHref(' https://acme.io/about ')).toBe('https://acme.io/about');
  });

  it('refuses other schemes and blanks', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.c')).toBeNull();
    expect(websiteHref('')).toBeNull();
    expect(websiteHref(null)).toBeNull();
  });
});

describe('websiteLabel', () => {
  it('drops the scheme and trailing slash', () => {
    expect(websiteLabel('https://acme.io/')).toBe('acme.io');
    expect(websiteLabel('acme.io')).toBe('acme.io');
  });
});

describe('safeHttpUrl', () => {
  it('accepts only absolute http(s) URLs', () => {
    expect(safeHttpUrl('https://remotive.com/job/1')).toBe('https://remotive.com/job/1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
