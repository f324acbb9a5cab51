/** Spec "Categories": 'N category/categories found for' the search term in quotation marks. */
export function categoriesFoundLabel(count: number, term: string): string {
  return `${count} ${count === 1 ? 'category' : 'categories'} found for "${term.trim()}"`;
}
