import { Link } from 'react-router';
import { displayCategoryName, jobsAvailableLabel } from '@orbit/shared/categories';
import { ArrowRightIcon, TagIcon } from '../../../components/icons.tsx';
import type { CatalogueCategory } from '../../../lib/catalogue.ts';

/** One category: its name without 'Remote ', 'N job(s) available', and a link to its jobs. */
export function CategoryCard({ category }: { category: CatalogueCategory }) {
  return (
    <Link
      to={`/jobs?category=${encodeURIComponent(category.name)}`}
      className="group flex h-full items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
    >
      <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <TagIcon className="h-5 w-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900 group-hover:text-brand-700">
          {displayCategoryName(category.name)}
        </span>
        <span className="block text-sm text-slate-600">{jobsAvailableLabel(category.count)}</span>
      </span>
      <ArrowRightIcon className="h-5 w-5 shrink-0 text-slate-400 group-hover:text-brand-600" />
    </Link>
  );
}
