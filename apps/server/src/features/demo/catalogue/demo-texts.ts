import type { Home } from './demo-companies.ts';

/** Text pools for the demo catalogue. Placeholders: {company}, {title}, {focus}, {about}. */

export const intros: readonly string[] = [
  '{about} We are looking for a {title} who wants to {focus}.',
  'Join {company} as a {title}. You will {focus}, working with a friendly team spread across several countries.',
  '{about} As our new {title}, you will {focus}.',
  'We are growing and need a {title} to {focus}. {about}',
  'Are you a {title} who enjoys hard problems? At {company} you will {focus}. {about}',
];

export const workStyles: readonly string[] = [
  'We work asynchronously and meet once a week on video.',
  'Core hours overlap with West Africa Time (UTC+1) for at least four hours a day.',
  'You can work from anywhere with a reliable internet connection; we pay for a backup connection.',
  'Most of the team works between UTC+0 and UTC+3, so some overlap with East Africa is expected.',
  'We write things down: decisions, plans and meeting notes live in shared documents.',
  'The team meets in person once a year, travel paid.',
  'We keep meetings short and rare, and protect time for focused work.',
];

export const benefitPool: readonly string[] = [
  'Home-office budget',
  'Private health insurance for you and your family',
  'Learning budget of USD 1,000 a year',
  '25 days of paid leave plus public holidays',
  'Monthly internet and power allowance',
  'Equity options',
  'Flexible working hours',
  'Paid parental leave',
  'Co-working space membership',
  'New laptop of your choice',
  'Annual team retreat',
];

export const salaryWords: readonly string[] = [
  'Competitive',
  'Negotiable based on experience',
  'Competitive salary + equity',
  'Market rate, reviewed every year',
  'Depends on experience',
];

/** Where a company's jobs may be open, by its home. City names mean the job may also be hybrid or on site. */
export const locationsByHome: Record<Home, readonly string[]> = {
  ng: ['Lagos, Nigeria', 'Remote (Nigeria)', 'Africa', 'Abuja, Nigeria', 'Remote (Africa)'],
  ke: ['Nairobi, Kenya', 'Remote (East Africa)', 'Africa', 'Remote (Kenya)'],
  gh: ['Accra, Ghana', 'Remote (West Africa)', 'Africa'],
  za: ['Cape Town, South Africa', 'Johannesburg, South Africa', 'Remote (South Africa)', 'EMEA'],
  rw: ['Kigali, Rwanda', 'Remote (Africa)', 'Africa'],
  eg: ['Cairo, Egypt', 'Remote (MENA)', 'EMEA'],
  eu: ['Europe', 'Remote (Europe)', 'EMEA', 'Berlin, Germany', 'Lisbon, Portugal'],
  uk: ['London, UK', 'Remote (UK)', 'Europe', 'EMEA'],
  us: ['US only', 'Remote (US)', 'Americas', 'New York, USA'],
  global: ['Worldwide', 'Anywhere', 'Africa', 'EMEA', 'Americas', 'APAC', 'Worldwide'],
  apac: ['APAC', 'Singapore', 'Remote (Asia-Pacific)'],
  latam: ['Americas', 'Remote (Latin America)', 'Bogota, Colombia'],
};

/** Pay currency and how local pay compares with the USD base, by home. NGN and KES pay is usually monthly. */
export const payByHome: Record<Home, { currency: string; perUsd: number; factor: number; monthly: boolean }> = {
  ng: { currency: 'NGN', perUsd: 1500, factor: 0.35, monthly: true },
  ke: { currency: 'KES', perUsd: 130, factor: 0.4, monthly: true },
  gh: { currency: 'USD', perUsd: 1, factor: 0.4, monthly: false },
  za: { currency: 'ZAR', perUsd: 18, factor: 0.55, monthly: false },
  rw: { currency: 'USD', perUsd: 1, factor: 0.4, monthly: false },
  eg: { currency: 'USD', perUsd: 1, factor: 0.35, monthly: false },
  eu: { currency: 'EUR', perUsd: 0.92, factor: 0.9, monthly: false },
  uk: { currency: 'GBP', perUsd: 0.79, factor: 0.85, monthly: false },
  us: { currency: 'USD', perUsd: 1, factor: 1.3, monthly: false },
  global: { currency: 'USD', perUsd: 1, factor: 1, monthly: false },
  apac: { currency: 'USD', perUsd: 1, factor: 0.8, monthly: false },
  latam: { currency: 'USD', perUsd: 1, factor: 0.6, monthly: false },
};
