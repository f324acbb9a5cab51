import { queryOptions } from '@tanstack/react-query';
import { orderCategories } from '@orbit/shared/categories';
import { apiClient } from './api-client.ts';
import { parseJsonText, type CatalogueCategory } from './catalogue.ts';

/**
 * `GET /api/jobs/categories`, ordered for display (count > 0, pinned first, Other Remote Roles last). The home page
 * asks for it on a first visit: the schema is loaded beside the request (api-client.ts).
 */
async function fetchCategories(signal?: AbortSignal): Promise<CatalogueCategory[]> {
  const [body, { catalogueCategorySchema, parseList }] = await Promise.all([
    apiClient.getText('/jobs/categories', signal),
    import('./catalogue-schemas.ts'),
  ]);
  const list = parseList(parseJsonText(body), catalogueCategorySchema);
  if (list === null) throw new Error('Failed to parse categories response');
  return orderCategories(list);
}

/** Shared by the home page (popular skills) and the categories page; counts change slowly. */
export const categoriesQuery = queryOptions({
  queryKey: ['catalogue', 'categories'],
  queryFn: ({ signal }) => fetchCategories(signal),
  staleTime: 5 * 60_000,
});
