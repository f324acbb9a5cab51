import { describe, expect, it } from 'vitest';
import { catalogueCompanySchema, catalogueJobSchema, parseJobsAnswer, parseList } from './catalogue-schemas.ts';
import { isExternalJob, openPositionsLabel, parseJsonText, uniqueById } from './catalogue.ts';

const job = (id: string, extra: Record<string, unknown> = {}) => ({ _id: id, title: `Job ${id}`, ...extra });

describe('catalogueJobSchema', () => {
  it('fills missing optional fields with empty defaults', () => {
    const parsed = catalogueJobSchema.parse(job('1'));
    expect(parsed).toMatchObject({
      company: '',
      remote: false,
      salary: null,
      skills: [],
      tags: [],
      postedBy: null,
      sourceUrl: null,
    });
    expect(parsed.applicationMethod).toEqual({ type: 'unknown', value: '' });
  });

  it('keeps a salary range, a salary string, and drops an odd salary', () => {
    expect(
      catalogueJobSchema.parse(job('1', { salary: { min: 1, max: 2, currency: 'EUR', period: 'year' } })).salary,
    ).toEqual({
      min: 1,
      max: 2,
      currency: 'EUR',
      period: 'year',
    });
    expect(catalogueJobSchema.parse(job('1', { salary: '$50k' })).salary).toBe('$50k');
    expect(catalogueJobSchema.parse(job('1', { salary: 42 })).salary).toBeNull();
  });
});

describe('parseList', () => {
  it('drops malformed items and keeps the rest', () => {
    expect(parseList([job('1'), { title: 'no id' }, job('2')], catalogueJobSchema)?.map((j) => j._id)).toEqual([
      '1',
      '2',
    ]);
  });

  it('gives null for something that is not a list', () => {
    expect(parseList({ jobs: [] }, catalogueJobSchema)).toBeNull();
    expect(parseList(undefined, catalogueCompanySchema)).toBeNull();
  });
});

describe('parseJobsAnswer', () => {
  it('accepts a list or an object with a jobs list', () => {
    expect(parseJobsAnswer([job('1')])?.length).toBe(1);
    expect(parseJobsAnswer({ jobs: [job('1'), job('2')], total: 2 })?.length).toBe(2);
    expect(parseJobsAnswer('nope')).toBeNull();
    expect(parseJobsAnswer(null)).toBeNull();
  });
});

describe('uniqueById', () => {
  it('keeps the first of each id, in order', () => {
    const list = [job('a'), job('b'), { ...job('a'), title: 'again' }, job('c')];
    expect(uniqueById(list).map((j) => `${j._id}:${j.title}`)).toEqual(['a:Job a', 'b:Job b', 'c:Job c']);
  });
});

describe('parseJsonText', () => {
  it('parses JSON and gives undefined for anything else', () => {
    expect(parseJsonText('[1]')).toEqual([1]);
    expect(parseJsonText('<html>')).toBeUndefined();
    expect(parseJsonText('')).toBeUndefined();
  });
});

describe('isExternalJob', () => {
  it('is external without postedBy and with a feed source', () => {
    expect(isExternalJob({ postedBy: null, source: 'remotive' })).toBe(true);
    expect(isExternalJob({ postedBy: null, source: 'orbit-demo' })).toBe(true);
    expect(isExternalJob({ postedBy: 'u1', source: 'orbit' })).toBe(false);
    expect(isExternalJob({ postedBy: null, source: 'orbit' })).toBe(false);
  });
});

describe('openPositionsLabel', () => {
  it('pluralises', () => {
    expect(openPositionsLabel(0)).toBe('0 Open Positions');
    expect(openPositionsLabel(1)).toBe('1 Open Position');
    expect(openPositionsLabel(12)).toBe('12 Open Positions');
  });
});
