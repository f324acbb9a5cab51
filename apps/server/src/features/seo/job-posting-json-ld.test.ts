import { describe, expect, it } from 'vitest';
import { applicantLocations } from './applicant-locations.ts';
import { absoluteHttpUrl, jobPostingLd, schemaEmploymentType, type JobForPosting } from './job-posting-json-ld.ts';

const job = (overrides: Partial<JobForPosting> = {}): JobForPosting => ({
  title: 'Backend Engineer',
  company: 'Savanna Systems',
  logo: '',
  location: 'Remote',
  regions: '',
  remote: true,
  employmentType: 'Full-time',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryPeriod: null,
  postedAt: new Date('2026-01-10T09:00:00Z'),
  expiresAt: new Date('2026-02-09T09:00:00Z'),
  description: '<p>Build APIs.</p>',
  responsibilities: '',
  requirements: '',
  benefits: '',
  companyWebsite: null,
  companyLogo: null,
  ...overrides,
});

describe('jobPostingLd', () => {
  it('describes a remote job for Google', () => {
    expect(jobPostingLd(job(), 'https://orbit.example/jobs/1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      description: '<p>Build APIs.</p>',
      datePosted: '2026-01-10T09:00:00.000Z',
      validThrough: '2026-02-09T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Savanna Systems' },
      jobLocationType: 'TELECOMMUTE',
      url: 'https://orbit.example/jobs/1',
    });
  });

  it('adds a salary range, the company site and logo, the other sections and where applicants may live', () => {
    const ld = jobPostingLd(
      job({
        salaryMin: 60000,
        salaryMax: 90000,
        salaryCurrency: 'eur',
        salaryPeriod: 'year',
        companyWebsite: 'savanna.example',
        logo: 'https://cdn.example/logo.png',
        regions: 'Remote (Kenya), East Africa',
        requirements: 'Go & SQL\n\nKind <colleague>',
      }),
      'https://orbit.example/jobs/1',
    );
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 90000, unitText: 'YEAR' },
    });
    expect(ld.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: 'Savanna Systems',
      sameAs: 'https://savanna.example/',
      logo: 'https://cdn.example/logo.png',
    });
    expect(ld.applicantLocationRequirements).toEqual([
      { '@type': 'Country', name: 'Kenya' },
      { '@type': 'AdministrativeArea', name: 'East Africa' },
    ]);
    expect(ld.description).toBe(
      '<p>Build APIs.</p><h3>Requirements</h3><p>Go &amp; SQL</p><p>Kind &lt;colleague&gt;</p>',
    );
  });

  it('leaves out what is not known or not a range', () => {
    const ld = jobPostingLd(
      job({
        employmentType: '',
        salaryMin: 50000,
        salaryMax: null,
        companyWebsite: 'javascript:alert(1)',
        regions: 'Worldwide',
      }),
      'u',
    );
    expect(ld).not.toHaveProperty('employmentType');
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Savanna Systems' });
  });

  it('gives an on-site job its place instead of TELECOMMUTE', () => {
    const ld = jobPostingLd(job({ remote: false, location: 'Lagos, Nigeria' }), 'u');
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Lagos, Nigeria' },
    });
  });

  it('maps employment types to schema.org values', () => {
    expect(
      ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'freelance', 'Other'].map(schemaEmploymentType),
    ).toEqual(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'CONTRACTOR', undefined]);
  });

  it('accepts only http(s) URLs', () => {
    expect(absoluteHttpUrl('example.com/jobs', true)).toBe('https://example.com/jobs');
    expect(absoluteHttpUrl('example.com')).toBeUndefined();
    expect(absoluteHttpUrl('data:image/png;base64,xx')).toBeUndefined();
    expect(absoluteHttpUrl('  ')).toBeUndefined();
  });
});

describe('applicantLocations', () => {
  it.each([
    ['USA Only', [['Country', 'United States']]],
    ['US-based', [['Country', 'United States']]],
    ['Europe Only', [['AdministrativeArea', 'Europe']]],
    [
      'LATAM,  Canada,  Europe,  USA',
      [
        ['AdministrativeArea', 'Latin America'],
        ['Country', 'Canada'],
        ['AdministrativeArea', 'Europe'],
        ['Country', 'United States'],
      ],
    ],
    ['USA, CST (UTC-6)', [['Country', 'United States']]],
    ['Lagos, Nigeria', [['Country', 'Nigeria']]],
    ['Remote (UK)', [['Country', 'United Kingdom']]],
    ['Anywhere in the World', []],
    ['Worldwide', []],
    ['Remote', []],
    ['', []],
    ['Somewhere nice', []],
  ])('%s', (regions, expected) => {
    expect(applicantLocations(regions).map((location) => [location['@type'], location.name])).toEqual(expected);
  });
});
