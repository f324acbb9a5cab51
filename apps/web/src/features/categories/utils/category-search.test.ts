import { describe, expect, it } from 'vitest';
import { categoriesFoundLabel } from './category-search.ts';

describe('categoriesFoundLabel', () => {
  it('pluralises and quotes the trimmed term', () => {
    expect(categoriesFoundLabel(1, ' design ')).toBe('1 category found for "design"');
    expect(categoriesFoundLabel(3, 'dev')).toBe('3 categories found for "dev"');
    expect(categoriesFoundLabel(0, 'zzz')).toBe('0 categories found for "zzz"');
  });
});
