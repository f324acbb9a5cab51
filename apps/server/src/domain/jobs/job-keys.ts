import { normalizeCompanyName } from '../companies/company-names.ts';

/**
 * How one posting is recognised across feeds: the same company and title. Shared by the importer and the demo
 * data, which both store the key on each job.
 */

/** 'Senior Backend Engineer (m/w/d) – Remote' → 'senior backend engineer'. Keeps '+' and '#' (C++, C#). */
export function normalizeTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\(\s*[mfwdxh](?:\s*\/\s*[mfwdxh])+\s*\)/g, ' ')
    .replace(/\b(?:100%\s*)?(?:fully\s+)?remote\b/g, ' ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

export function dedupeKey(company: string, title: string): string {
  return `${normalizeCompanyName(company)}|${normalizeTitle(title)}`;
}
