import { describe, expect, it } from 'vitest';
import { inferPeriod, parseSalary, periodFromWord, salaryFromNumbers } from './parse-salary.ts';

describe('parseSalary', () => {
  it.each([
    ['$80k–$100k', 80000, 100000, 'USD', 'year'],
    ['€50,000 per year', 50000, 50000, 'EUR', 'year'],
    ['USD 4,000/month', 4000, 4000, 'USD', 'month'],
    ['80000-100000', 80000, 100000, 'USD', 'year'],
    ['£45k', 45000, 45000, 'GBP', 'year'],
    ['80k to 100k', 80000, 100000, 'USD', 'year'],
    ['$90,000 to $120,000 annually', 90000, 120000, 'USD', 'year'],
    ['80-100k', 80000, 100000, 'USD', 'year'],
    ['$18 - $22/hr', 18, 22, 'USD', 'hour'],
    ['$50-$75 /hour', 50, 75, 'USD', 'hour'],
    ['$31,2k- $52k', 31200, 52000, 'USD', 'year'],
    ['OTE $25k - $35k', 25000, 35000, 'USD', 'year'],
    ['€50.000 - €60.000', 50000, 60000, 'EUR', 'year'],
    ['50 000 – 60 000 EUR', 50000, 60000, 'EUR', 'year'],
    ['$100,000.00 - $120,000.00', 100000, 120000, 'USD', 'year'],
    ['CA$95,000', 95000, 95000, 'CAD', 'year'],
    ['$25.50 per hour', 25.5, 25.5, 'USD', 'hour'],
    ['$600 a day', 600, 600, 'USD', 'day'],
    ['$80k per year, 40 hour week', 80000, 80000, 'USD', 'year'],
    ['$120,000 - $90,000', 90000, 120000, 'USD', 'year'],
  ])('%s', (text, min, max, currency, period) => {
    expect(parseSalary(text)).toEqual({ min, max, currency, period });
  });

  it('keeps text it cannot read as a salary, and reads nothing as null', () => {
    expect(parseSalary('Competitive')).toBe('Competitive');
    expect(parseSalary('DOE, 5+ years')).toBe('DOE, 5+ years');
    expect(parseSalary('  Depends   on experience ')).toBe('Depends on experience');
    expect(parseSalary('')).toBeNull();
    expect(parseSalary(null)).toBeNull();
    expect(parseSalary(undefined)).toBeNull();
    expect(typeof parseSalary('x'.repeat(500))).toBe('string');
    expect((parseSalary('x'.repeat(500)) as string).length).toBe(200);
  });
});

describe('salaryFromNumbers', () => {
  it('reads numbers and numeric strings, inferring the period from the size', () => {
    expect(salaryFromNumbers(120000, 150000, 'usd')).toEqual({
      min: 120000,
      max: 150000,
      currency: 'USD',
      period: 'year',
    });
    expect(salaryFromNumbers('72800', '156000', 'USD', 'year')).toEqual({
      min: 72800,
      max: 156000,
      currency: 'USD',
      period: 'year',
    });
    expect(salaryFromNumbers(30, 30)).toEqual({ min: 30, max: 30, currency: 'USD', period: 'hour' });
    expect(salaryFromNumbers(4000, 0, 'EUR')).toEqual({ min: 4000, max: 4000, currency: 'EUR', period: 'month' });
    expect(salaryFromNumbers(0, 0)).toBeNull();
    expect(salaryFromNumbers(null, undefined)).toBeNull();
    expect(salaryFromNumbers('n/a', -5)).toBeNull();
    expect(salaryFromNumbers(100, 200, 'dollars')?.currency).toBe('USD');
  });

  it('maps period words and sizes', () => {
    expect(periodFromWord('hourly')).toBe('hour');
    expect(periodFromWord('Yearly')).toBe('year');
    expect(periodFromWord('per month')).toBe('month');
    expect(periodFromWord('sometimes')).toBeNull();
    expect(periodFromWord(undefined)).toBeNull();
    expect([inferPeriod(45), inferPeriod(4500), inferPeriod(45000)]).toEqual(['hour', 'month', 'year']);
  });
});
