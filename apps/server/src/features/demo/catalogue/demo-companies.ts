/**
 * Invented companies for the demo catalogue (any likeness to a real company is accidental). Home decides the
 * currency and the usual locations of their jobs. Websites use the reserved .example domain.
 */

import { normalizeCompanyName } from '../../../domain/companies/company-names.ts';

export type Home = 'ng' | 'ke' | 'gh' | 'za' | 'rw' | 'eg' | 'eu' | 'uk' | 'us' | 'global' | 'apac' | 'latam';

export interface DemoCompany {
  name: string;
  industry: string;
  location: string;
  home: Home;
  description: string;
}

const company = (name: string, industry: string, location: string, home: Home, description: string): DemoCompany => ({
  name,
  industry,
  location,
  home,
  description,
});

/** 'Granite & Gale' → 'granitegale.example'. */
export const demoDomain = (name: string): string => `${normalizeCompanyName(name).replaceAll(' ', '')}.example`;

/** The demo employer's company (seeded with its account); its jobs are the native ones. */
export const demoEmployerCompany = company(
  'Kijani Labs',
  'Technology',
  'Nairobi, Kenya (remote-first)',
  'ke',
  'Kijani Labs builds payment and logistics software for small businesses across East Africa.',
);

export const demoCompanies: readonly DemoCompany[] = [
  demoEmployerCompany,
  company(
    'Baobab Ledger',
    'Finance',
    'Lagos, Nigeria',
    'ng',
    'Baobab Ledger runs bookkeeping and payroll software for 40,000 Nigerian small businesses.',
  ),
  company(
    'Okra Freight',
    'E-commerce',
    'Lagos, Nigeria',
    'ng',
    'Okra Freight moves parcels between online sellers and buyers in twelve Nigerian cities.',
  ),
  company(
    'Zuri Health',
    'Healthcare',
    'Nairobi, Kenya',
    'ke',
    'Zuri Health connects patients with clinics by SMS, app and phone across Kenya and Uganda.',
  ),
  company(
    'Mvua Energy',
    'Manufacturing',
    'Nairobi, Kenya',
    'ke',
    'Mvua Energy designs and finances solar home systems paid for in small mobile-money instalments.',
  ),
  company(
    'Adinkra Pay',
    'Finance',
    'Accra, Ghana',
    'gh',
    'Adinkra Pay lets merchants in West Africa accept cards and mobile money through one API.',
  ),
  company(
    'Kente Learning',
    'Education',
    'Accra, Ghana',
    'gh',
    'Kente Learning publishes exam-prep courses that work offline on low-cost phones.',
  ),
  company(
    'Fynbos Analytics',
    'Technology',
    'Cape Town, South Africa',
    'za',
    'Fynbos Analytics builds forecasting tools for retailers and farmers in Southern Africa.',
  ),
  company(
    'Tafelberg Studios',
    'Media',
    'Cape Town, South Africa',
    'za',
    'Tafelberg Studios makes animated series and games for African audiences.',
  ),
  company(
    'Imigongo Cloud',
    'Technology',
    'Kigali, Rwanda',
    'rw',
    'Imigongo Cloud offers managed hosting and data centres for East African companies.',
  ),
  company(
    'Ubumwe Logistics',
    'E-commerce',
    'Kigali, Rwanda',
    'rw',
    'Ubumwe Logistics runs cross-border trucking and customs clearance in the Great Lakes region.',
  ),
  company(
    'Nile Ridge Software',
    'Technology',
    'Cairo, Egypt',
    'eg',
    'Nile Ridge Software builds Arabic-first business software for the Middle East and North Africa.',
  ),
  company(
    'Papyrus Legal Tech',
    'Other',
    'Cairo, Egypt',
    'eg',
    'Papyrus Legal Tech automates contracts and company filings for North African firms.',
  ),
  company(
    'Sahel Data Works',
    'Technology',
    'Dakar, Senegal (remote-first)',
    'global',
    'Sahel Data Works labels and cleans data for machine-learning teams around the world.',
  ),
  company(
    'Jollof Commerce',
    'E-commerce',
    'Lagos, Nigeria',
    'ng',
    'Jollof Commerce is an online marketplace for groceries and household goods.',
  ),
  company(
    'Savanna Shield',
    'Technology',
    'Nairobi, Kenya',
    'ke',
    'Savanna Shield protects banks and telcos in Africa from fraud and cyber attacks.',
  ),
  company(
    'Harmattan Media',
    'Media',
    'Abuja, Nigeria',
    'ng',
    'Harmattan Media runs podcasts, newsletters and a video channel about African business.',
  ),
  company(
    'Table Bay Insurance',
    'Finance',
    'Cape Town, South Africa',
    'za',
    'Table Bay Insurance sells simple health and device cover online.',
  ),
  company(
    'Northlight Systems',
    'Technology',
    'Remote (worldwide)',
    'global',
    'Northlight Systems makes observability tools for small engineering teams. Fully remote since day one.',
  ),
  company(
    'Driftwood Labs',
    'Technology',
    'Remote (worldwide)',
    'global',
    'Driftwood Labs builds developer tools for testing APIs and mobile apps.',
  ),
  company(
    'Quietloop',
    'Technology',
    'Remote (worldwide)',
    'global',
    'Quietloop makes asynchronous video messaging for distributed teams.',
  ),
  company(
    'Paperkite',
    'Media',
    'Remote (worldwide)',
    'global',
    'Paperkite is a publishing platform for independent writers and newsletters.',
  ),
  company(
    'Tidepool Finance',
    'Finance',
    'Remote (Americas and Europe)',
    'global',
    'Tidepool Finance provides payroll and compliance for companies hiring in 90 countries.',
  ),
  company(
    'Lanternfish AI',
    'Technology',
    'Remote (worldwide)',
    'global',
    'Lanternfish AI builds evaluation and monitoring tools for language models.',
  ),
  company(
    'Brightwater Health',
    'Healthcare',
    'Remote (US)',
    'us',
    'Brightwater Health offers virtual therapy and care coordination in 30 US states.',
  ),
  company(
    'Copperline Robotics',
    'Manufacturing',
    'Pittsburgh, USA',
    'us',
    'Copperline Robotics makes robots that sort recycling.',
  ),
  company(
    'Maplecrest Learning',
    'Education',
    'Remote (US and Canada)',
    'us',
    'Maplecrest Learning runs live online tutoring for school students.',
  ),
  company(
    'Redwood Ledger',
    'Finance',
    'Austin, USA',
    'us',
    'Redwood Ledger is an accounting firm for venture-backed start-ups.',
  ),
  company(
    'Bluefjord',
    'Technology',
    'Oslo, Norway (remote in Europe)',
    'eu',
    'Bluefjord builds booking software for ferries and island transport.',
  ),
  company(
    'Kestrelworks',
    'Technology',
    'Berlin, Germany',
    'eu',
    'Kestrelworks offers a privacy-friendly analytics platform hosted in the EU.',
  ),
  company(
    'Olivewood Studio',
    'Media',
    'Lisbon, Portugal',
    'eu',
    'Olivewood Studio is a design and brand studio working with climate start-ups.',
  ),
  company(
    'Granite & Gale',
    'Other',
    'Amsterdam, Netherlands',
    'eu',
    'Granite & Gale is a remote-first consultancy for operations and people teams.',
  ),
  company(
    'Helio Mobility',
    'Manufacturing',
    'Barcelona, Spain',
    'eu',
    'Helio Mobility builds electric cargo bikes and the fleet software behind them.',
  ),
  company(
    'Thistle Works',
    'Technology',
    'Edinburgh, UK',
    'uk',
    'Thistle Works builds software for housing associations and local councils.',
  ),
  company(
    'Mersey Health Data',
    'Healthcare',
    'Liverpool, UK',
    'uk',
    'Mersey Health Data turns hospital records into research-ready, privacy-safe data.',
  ),
  company(
    'Foxglove Commerce',
    'E-commerce',
    'London, UK',
    'uk',
    'Foxglove Commerce runs online shops for independent fashion brands.',
  ),
  company(
    'Lotus Grid',
    'Technology',
    'Singapore',
    'apac',
    'Lotus Grid builds energy-trading software for utilities in South-East Asia.',
  ),
  company(
    'Kiwi Harbour',
    'Education',
    'Wellington, New Zealand',
    'apac',
    'Kiwi Harbour makes language-learning apps for English and te reo Maori.',
  ),
  company(
    'Monsoon Apps',
    'Technology',
    'Bengaluru, India',
    'apac',
    'Monsoon Apps is a mobile studio building apps for banks and retailers.',
  ),
  company(
    'Andes Cloudworks',
    'Technology',
    'Bogota, Colombia',
    'latam',
    'Andes Cloudworks offers nearshore engineering teams for US companies.',
  ),
  company(
    'Pampas Retail',
    'E-commerce',
    'Buenos Aires, Argentina',
    'latam',
    'Pampas Retail runs a marketplace for secondhand furniture.',
  ),
  company(
    'Atlas Remote Support',
    'Other',
    'Remote (worldwide)',
    'global',
    'Atlas Remote Support provides customer support teams for software companies.',
  ),
  company(
    'Openfield Legal',
    'Other',
    'Remote (US and UK)',
    'global',
    'Openfield Legal is a distributed law firm advising remote-first companies.',
  ),
  company(
    'Cinder Security',
    'Technology',
    'Remote (worldwide)',
    'global',
    'Cinder Security runs penetration tests and security reviews for SaaS companies.',
  ),
  company(
    'Wayfarer Travel Tech',
    'Technology',
    'Remote (EMEA)',
    'eu',
    'Wayfarer Travel Tech builds booking engines for small hotels.',
  ),
  company(
    'Marula Marketing',
    'Media',
    'Johannesburg, South Africa',
    'za',
    'Marula Marketing is a performance-marketing agency for African consumer brands.',
  ),
];
