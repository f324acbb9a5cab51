import { queryOptions } from '@tanstack/react-query';
import { orderCategories } from '@orbit/shared/categories';
import { apiClient } from './api-client.ts';
import { catalogueCategorySchema, parseList, parseJsonText, type CatalogueCategory } from './catalogue.ts';

/** `GET /api/jobs/categories`, ordered for display (count > 0, pinned first, Other Remote Roles last). */
async function fetchCategories(signal?: AbortSignal): Promise<CatalogueCategory[]> {
  const list = parseList(parseJsonText(await apiClient.getText('/jobs/categories', signal)), catalogueCategorySchema);
  if (list === null) throw new Error('Failed to parse categories response');
  return orderCategories(list);
}

/** Shared by the home page (popular skills) and the categories page; counts change slowly. */
export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => fetchCategories(signal),
  staleTime: 5 * 60_000,
});
