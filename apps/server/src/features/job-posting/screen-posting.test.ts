import { describe, expect, it } from 'vitest';
import { screenPosting, type ScreeningInput } from './screen-posting.ts';

const clean: ScreeningInput['posting'] = {
  title: 'Senior Backend Engineer',
  description: 'Build and run the services behind our payments platform, with a small team across Lagos and Berlin.',
  responsibilities: 'Design APIs. Review code.',
  requirements: '5 years with Go or Node.js.',
  benefits: 'Equipment provided. Learning budget.',
  salaryMin: 60_000,
  salaryMax: 90_000,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
};
const codes = (posting: Partial<ScreeningInput['posting']>, verifiedEmployer = true) =>
  screenPosting({ posting: { ...clean, ...posting }, verifiedEmployer }).map((finding) => finding.code);

describe('screening a job post', () => {
  it('finds nothing in a clean post by a verified employer', () => {
    expect(codes({})).toEqual([]);
  });

  it('sends an unverified employer’s post to review', () => {
    expect(codes({}, false)).toEqual(['unverified-employer']);
  });

  it.each([
    ['There is a $50 application fee.', 'scam-phrase'],
    ['Candidates pay for training before starting.', 'scam-phrase'],
    ['The training fee is refunded after your first month.', 'scam-phrase'],
    ['Payment in gift cards or Bitcoin.', 'scam-phrase'],
    ['Interviews are held on Telegram.', 'scam-phrase'],
    ['Contact us on WhatsApp for details.', 'scam-phrase'],
    ['Send your CV to jobs@acme.example.', 'contact-in-text'],
    ['Call +234 803 555 0100 today.', 'contact-in-text'],
    ['Details at https://acme.example/careers.', 'link-in-text'],
  ])('finds %j', (sentence, code) => {
    expect(codes({ description: `${clean.description} ${sentence}` })).toContain(code);
  });

  it('does not mistake ordinary words for scams', () => {
    expect(
      codes({ benefits: 'We pay for your training and conferences. Equipment is provided at no cost.' }),
    ).not.toContain('scam-phrase');
    expect(codes({ description: `${clean.description} We use Signal-to-noise metrics and telemetry.` })).toEqual([]);
  });

  it('checks the salary in US dollars a year', () => {
    expect(codes({ salaryMin: 50, salaryMax: 80, salaryPeriod: 'month' })).toContain('salary-low');
    expect(codes({ salaryMin: 500_000, salaryMax: 600_000, salaryPeriod: 'month' })).toContain('salary-high');
    expect(codes({ salaryMin: 20_000, salaryMax: 90_000 })).toContain('salary-range');
    expect(codes({ salaryMin: 25, salaryMax: 40, salaryPeriod: 'hour' })).toEqual([]);
    expect(codes({ salaryMin: 600_000, salaryMax: 900_000, salaryCurrency: 'NGN', salaryPeriod: 'month' })).toEqual([]);
  });
});
