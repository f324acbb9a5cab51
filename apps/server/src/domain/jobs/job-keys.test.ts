import { describe, expect, it } from 'vitest';
import { normalizeCompanyName } from '../companies/company-names.ts';
import { dedupeKey, normalizeTitle } from './job-keys.ts';

describe('company and title keys', () => {
  it.each([
    ['Kestrel Cloud GmbH', 'kestrel cloud'],
    ['Acme Widgets, Inc.', 'acme widgets'],
    ['Lumen &amp; Co', 'lumen amp'],
    ['Lumen & Co', 'lumen'],
    ['Baobab Ledger Pty Ltd', 'baobab ledger'],
    ['Café Déjà Vu', 'cafe deja vu'],
    ['株式会社テスト', '株式会社テスト'],
    ['Ltd', 'ltd'],
  ])('company %s → %s', (name, key) => {
    expect(normalizeCompanyName(name)).toBe(key);
  });

  it.each([
    ['DevOps Engineer (m/w/d)', 'devops engineer'],
    ['Senior Backend Engineer - Remote', 'senior backend engineer'],
    ['C++ / C# Developer (100% remote)', 'c++ c# developer'],
    ['Fully Remote Product Designer', 'product designer'],
  ])('title %s → %s', (title, key) => {
    expect(normalizeTitle(title)).toBe(key);
  });

  it('meets across feeds on company and title', () => {
    expect(dedupeKey('Quillstone Labs GmbH', 'Senior Backend Engineer')).toBe(
      dedupeKey('Quillstone Labs', 'Senior Backend Engineer (m/w/d)'),
    );
    expect(dedupeKey('Quillstone Labs', 'Backend Engineer')).not.toBe(
      dedupeKey('Quillstone Labs', 'Senior Backend Engineer'),
    );
  });
});
