import { describe, expect, it } from 'vitest';
import {
  categoryId,
  categoryNames,
  displayCategoryName,
  fallbackCategories,
  filterCategories,
  isCategoryName,
  jobsAvailableLabel,
  orderCategories,
  pinnedCategoryNames,
  withRemotePrefix,
} from './categories.ts';

describe('category list', () => {
  it('has 26 unique names, each Remote-prefixed except the catch-all, which is last', () => {
    expect(categoryNames).toHaveLength(26);
    expect(new Set(categoryNames).size).toBe(26);
    expect(categoryNames.at(-1)).toBe('Other Remote Roles');
    for (const name of categoryNames.slice(0, -1)) expect(name.startsWith('Remote ')).toBe(true);
    expect(categoryNames.slice(0, 9)).toEqual([...pinnedCategoryNames]);
  });

  it('ships a fallback of all 26 with counts between 35 and 606, catch-all last', () => {
    expect(fallbackCategories.map((c) => c.name)).toEqual([...categoryNames]);
    const counts = fallbackCategories.map((c) => c.count);
    expect(Math.min(...counts)).toBe(35);
    expect(Math.max(...counts)).toBe(606);
    expect(orderCategories(fallbackCategories)).toHaveLength(26);
  });

  it('recognises names', () => {
    expect(isCategoryName('Remote Sales')).toBe(true);
    expect(isCategoryName('Sales')).toBe(false);
  });
});

describe('names', () => {
  it('strips and adds the Remote prefix', () => {
    expect(displayCategoryName('Remote DevOps/SRE')).toBe('DevOps/SRE');
    expect(displayCategoryName('Other Remote Roles')).toBe('Other Remote Roles');
    expect(withRemotePrefix('Sales')).toBe('Remote Sales');
    expect(withRemotePrefix('Remote Sales')).toBe('Remote Sales');
    expect(withRemotePrefix('Other Remote Roles')).toBe('Other Remote Roles');
    expect(withRemotePrefix('  ')).toBe('');
  });

  it('labels job counts', () => {
    expect(jobsAvailableLabel(1)).toBe('1 job available');
    expect(jobsAvailableLabel(0)).toBe('0 jobs available');
    expect(jobsAvailableLabel(12)).toBe('12 jobs available');
  });
});

describe('orderCategories', () => {
  it('puts pinned first in preset order, then by count, catch-all last, dropping empty ones', () => {
    const list = [
      { name: 'Other Remote Roles', count: 900 },
      { name: 'Remote Sales', count: 5 },
      { name: 'Remote Legal', count: 0 },
      { name: 'Remote Marketing', count: 50 },
      { name: 'Remote Cybersecurity', count: 1 },
      { name: 'Remote Software Development', count: 2 },
      { name: 'Remote Operations', count: 50 },
    ];
    expect(orderCategories(list).map((c) => c.name)).toEqual([
      'Remote Software Development',
      'Remote Cybersecurity',
      'Remote Marketing',
      'Remote Operations',
      'Remote Sales',
      'Other Remote Roles',
    ]);
    expect(list[0]?.name).toBe('Other Remote Roles');
  });
});

describe('filterCategories', () => {
  it('matches case-insensitively on the name without its prefix', () => {
    const names = (term: string) => filterCategories(fallbackCategories, term).map((c) => c.name);
    expect(names('DESIGN')).toEqual(['Remote UI/UX Design', 'Remote Design']);
    expect(names('remote')).toEqual(['Other Remote Roles']);
    expect(names('  ')).toHaveLength(26);
    expect(names('zzz')).toEqual([]);
  });
});

describe('categoryId', () => {
  it('matches the ids of the built-in fallback list', () => {
    expect(categoryNames.map(categoryId)).toEqual(fallbackCategories.map((category) => category.id));
  });
});
