import { describe, expect, it } from 'vitest';
import { paginationRange } from './pagination.ts';

describe('paginationRange', () => {
  it('is empty without pages and a single page alone', () => {
    expect(paginationRange(1, 0)).toEqual([]);
    expect(paginationRange(1, 1)).toEqual([1]);
  });

  it('lists every page when there are few', () => {
    expect(paginationRange(1, 2)).toEqual([1, 2]);
    expect(paginationRange(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows neighbours and an ellipsis at the far end', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(paginationRange(2, 10)).toEqual([1, 2, 3, 'ellipsis-end', 10]);
  });

  it('shows ellipses on both sides in the middle', () => {
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(paginationRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationRange(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('handles the last page', () => {
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('supports wider neighbourhoods', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationRange(0, 9)).toEqual([1, 2, 'ellipsis-end', 9]);
    expect(paginationRange(50, 9)).toEqual([1, 'ellipsis-start', 8, 9]);
  });
});
