import { describe, expect, it } from 'vitest';
import { salaryRangeOptions } from '../options.ts';
import { currencyMarkers, currencyRatesAsOf, toUsd, usdPerUnit } from './currency-rates.ts';
import { annualUsd, judgeSalary, parsePay, readExpectation } from './salary-fit.ts';

describe('currency conversion', () => {
  it('is a dated table covering every currency the parser recognises', () => {
    expect(currencyRatesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const named = currencyMarkers.flatMap(([pattern, code]) =>
      code ? [code] : (/\(([A-Z|]+)\)/.exec(pattern.source)?.[1] ?? '').split('|'),
    );
    for (const code of named) expect(usdPerUnit[code], code).toBeGreaterThan(0);
  });

  it('converts to US dollars with the table', () => {
    expect(toUsd(100, 'USD')).toBe(100);
    expect(toUsd(1000, 'EUR')).toBeCloseTo(1170);
    expect(toUsd(1_500_000, 'NGN')).toBeCloseTo(981);
    expect(toUsd(300_000, 'kes')).toBeCloseTo(2322);
    expect(toUsd(100, 'XYZ')).toBeNull();
  });
});

describe('parsePay', () => {
  it.each([
    ['$80k – $100k', { min: 80000, max: 100000, currency: 'USD', period: 'year' }],
    ['80-100k USD', { min: 80000, max: 100000, currency: 'USD', period: 'year' }],
    ['€50,000 per year', { min: 50000, max: 50000, currency: 'EUR', period: 'year' }],
    ['USD 4,000/month', { min: 4000, max: 4000, currency: 'USD', period: 'month' }],
    ['£40,000 - £50,000', { min: 40000, max: 50000, currency: 'GBP', period: 'year' }],
    ['₦1.5M monthly', { min: 1500000, max: 1500000, currency: 'NGN', period: 'month' }],
    ['KES 250,000 – 350,000 per month', { min: 250000, max: 350000, currency: 'KES', period: 'month' }],
    ['$35-$50/hour', { min: 35, max: 50, currency: 'USD', period: 'hour' }],
    ['$45', { min: 45, max: 45, currency: 'USD', period: 'hour' }],
    ['$6,000', { min: 6000, max: 6000, currency: 'USD', period: 'month' }],
    ['$150,000+', { min: 150000, max: 150000, currency: 'USD', period: 'year' }],
    ['$0-$30,000', { min: 0, max: 30000, currency: 'USD', period: 'year' }],
  ])('%s', (text, pay) => {
    expect(parsePay(text)).toEqual(pay);
  });

  it('returns null when nothing reads as pay', () => {
    expect(parsePay('Competitive')).toBeNull();
    expect(parsePay('$0')).toBeNull();
  });
});

describe('annual US dollars', () => {
  it('normalises periods to a full-time year', () => {
    expect(annualUsd({ min: 20, max: 28, currency: 'USD', period: 'hour' })).toMatchObject({ min: 41600, max: 58240 });
    expect(annualUsd({ min: 4000, max: 5500, currency: 'USD', period: 'month' })).toMatchObject({
      min: 48000,
      max: 66000,
    });
    expect(annualUsd({ min: 500, max: 500, currency: 'USD', period: 'week' })).toMatchObject({ min: 26000 });
    expect(annualUsd({ min: 200, max: 200, currency: 'USD', period: 'day' })).toMatchObject({ min: 52000 });
    const naira = annualUsd({ min: 1_500_000, max: 2_500_000, currency: 'NGN', period: 'month' });
    expect(naira?.min).toBeCloseTo(11772);
    expect(naira?.max).toBeCloseTo(19620);
    expect(annualUsd('€60,000–€75,000')?.max).toBeCloseTo(87750);
    expect(judgeSalary(annualUsd({ min: 850000, max: 1100000, currency: 'ZAR', period: 'year' }), null).text).toBe(
      'Pays about $48,000–$62,000 a year (ZAR 850,000–1,100,000 a year); add a salary expectation to your profile to compare.',
    );
    expect(annualUsd(null)).toBeNull();
    expect(annualUsd({ min: 1, max: 2, currency: 'XYZ', period: 'year' })).toBeNull();
  });
});

describe('salary expectations', () => {
  it('reads every spec salary range as a floor', () => {
    const floors = salaryRangeOptions.map((option) => readExpectation(option)?.floorUsd);
    expect(floors).toEqual([0, 30000, 50000, 70000, 100000, 150000]);
  });

  it('reads amounts in other currencies and plain numbers', () => {
    expect(readExpectation('€70,000')?.floorUsd).toBeCloseTo(81900);
    expect(readExpectation('£60,000')?.floorUsd).toBeCloseTo(82200);
    expect(readExpectation('NGN 800,000 per month')?.floorUsd).toBeCloseTo(6278.4);
    expect(readExpectation(55000)).toEqual({ floorUsd: 55000, label: 'USD 55,000' });
    expect(readExpectation('')).toBeNull();
    expect(readExpectation('negotiable')).toBeNull();
  });
});

describe('judgeSalary', () => {
  const expectation = readExpectation('$30,000-$50,000');

  it('is positive at or above the floor', () => {
    expect(judgeSalary(annualUsd({ min: 90000, max: 120000, currency: 'USD', period: 'year' }), expectation)).toEqual({
      fit: 1,
      effect: 'positive',
      text: 'Pays $90,000–$120,000 a year, at or above your expectation of $30,000-$50,000.',
    });
    expect(
      judgeSalary(annualUsd({ min: 25000, max: 35000, currency: 'USD', period: 'year' }), expectation).text,
    ).toContain('within reach of');
  });

  it('is negative below the floor, showing the converted pay, the original and the rate date', () => {
    const naira = judgeSalary(
      annualUsd({ min: 1_500_000, max: 2_500_000, currency: 'NGN', period: 'month' }),
      expectation,
    );
    expect(naira).toEqual({
      fit: 0.3,
      effect: 'negative',
      text: `Pays about $12,000–$20,000 a year (₦1,500,000–₦2,500,000 a month), below your expectation of $30,000-$50,000 (currencies converted at rates as of ${currencyRatesAsOf}).`,
    });
    expect(
      judgeSalary(annualUsd({ min: 20000, max: 27000, currency: 'USD', period: 'year' }), expectation),
    ).toMatchObject({ fit: 0.6 });
    expect(
      judgeSalary(annualUsd({ min: 15000, max: 20000, currency: 'USD', period: 'year' }), expectation),
    ).toMatchObject({ fit: 0.3 });
    expect(
      judgeSalary(annualUsd({ min: 10000, max: 15000, currency: 'USD', period: 'year' }), expectation),
    ).toMatchObject({ fit: 0.1 });
  });

  it('is neutral when either side is unknown', () => {
    expect(judgeSalary(null, expectation)).toEqual({
      fit: null,
      effect: 'neutral',
      text: 'The job does not state a salary.',
    });
    expect(judgeSalary(annualUsd('$50,000'), null)).toMatchObject({ fit: null, effect: 'neutral' });
    expect(judgeSalary(annualUsd('$12,000'), readExpectation('$0-$30,000'))).toMatchObject({
      fit: 1,
      effect: 'positive',
    });
  });
});
