/**
 * The key company names meet on: imported jobs, employer accounts and the companies table. Case, accents,
 * punctuation and a trailing legal form ('Ltd', 'GmbH', 'Inc.') do not make a different company, so
 * "Kestrel Cloud GmbH" on one feed and "Kestrel Cloud" on another are one company.
 */
const legalForm =
  /\s+(?:inc|incorporated|llc|ltd|limited|gmbh|mbh|ug|corp|corporation|co|plc|pty|sa|sas|sarl|srl|bv|nv|ag|ab|oy|as|spa|kk)$/;

export function normalizeCompanyName(name: string): string {
  const base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    // Letters and digits of any script survive, so non-Latin names do not collapse to ''.
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  let key = base;
  for (let previous = ''; previous !== key;) {
    previous = key;
    key = key.replace(legalForm, '');
  }
  return key || base;
}
