export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pagination (spec "Jobs list": numbered pages with neighbours and ellipses): always the first and
 * last page, the current page with `neighbours` on each side, and an ellipsis for each gap of two or more pages
 * (a gap of exactly one page shows that page instead, since an ellipsis would be no shorter). Few pages: all.
 */
export function paginationRange(current: number, totalPages: number, neighbours = 1): PageItem[] {
  if (totalPages <= 0) return [];
  // Up to first + last + current + neighbours + two ellipsis slots, every page fits: no ellipsis needed.
  if (totalPages <= 5 + 2 * neighbours) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), totalPages);
  const start = Math.max(2, page - neighbours);
  const end = Math.min(totalPages - 1, page + neighbours);
  const items: PageItem[] = [1];
  if (start > 3) items.push('ellipsis-start');
  else if (start === 3) items.push(2);
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 2) items.push('ellipsis-end');
  else if (end === totalPages - 2) items.push(totalPages - 1);
  if (totalPages > 1) items.push(totalPages);
  return items;
}
