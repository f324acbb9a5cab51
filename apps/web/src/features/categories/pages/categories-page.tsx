import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fallbackCategories, filterCategories, orderCategories } from '@orbit/shared/categories';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { categoriesQuery } from '../../../lib/categories-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFieldsSetBeforeHydration } from '../../../lib/use-hydrated.ts';
import { CategoryCard } from '../components/category-card.tsx';
import { categoriesFoundLabel } from '../utils/category-search.ts';

const fallbackList = orderCategories(fallbackCategories);

/** Spec "Categories" (/categories): search, ordered grid, built-in list on failure. */
export function CategoriesPage() {
  useDocumentTitle('All Job Categories');
  const categories = useQuery(categoriesQuery);
  // `?search=`: the box is a plain GET form too, so a search sent before the JavaScript arrived (or without it) is
  // drawn by the server; with the scripts the list follows each key press.
  const [params] = useSearchParams();
  const [term, setTerm] = useState(() => params.get('search') ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsSetBeforeHydration(formRef, (field) => {
    const typed = field('search');
    if (typeof typed === 'string' && typed !== term) setTerm(typed);
  });

  const list = categories.isError ? fallbackList : (categories.data ?? []);
  const shown = filterCategories(list, term);
  const searching = term.trim() !== '';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">All Job Categories</h1>
          <p className="mt-2 text-slate-600">Browse remote jobs by field.</p>
        </div>
        <form
          ref={formRef}
          action="/categories"
          method="get"
          role="search"
          className="w-full md:max-w-sm"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="category-search" className="mb-1.5 block text-sm font-medium text-slate-800">
            Search categories
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
            <input
              id="category-search"
              name="search"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder="e.g. design, data"
              className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500"
            />
          </div>
        </form>
      </div>

      {categories.isError && (
        <Notice tone="warning" className="mt-6">
          Failed to load categories. Please try again later.
        </Notice>
      )}

      <p role="status" className={searching ? 'mt-6 text-sm font-medium text-slate-700' : 'sr-only'}>
        {searching ? categoriesFoundLabel(shown.length, term) : ''}
      </p>

      <div className="mt-6">
        {categories.isPending ? (
          <PageSpinner label="Loading categories..." />
        ) : shown.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="text-slate-700">
              {searching ? 'No categories found matching your search.' : 'No categories with open jobs yet.'}
            </p>
            {searching && (
              <Button variant="outline" className="mt-4" onClick={() => setTerm('')}>
                Clear search
              </Button>
            )}
          </Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((category) => (
              <li key={category._id ?? category.id ?? category.name}>
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-10 text-center">
        <ButtonLink to="/jobs" size="lg">
          Browse All Remote Jobs
        </ButtonLink>
      </div>
    </div>
  );
}
