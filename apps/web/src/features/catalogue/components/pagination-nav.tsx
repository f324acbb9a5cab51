import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons.tsx';
import { paginationRange } from '../utils/pagination.ts';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold';

/** Previous/Next and numbered pages with neighbours and ellipses (spec "Jobs list"). */
export function PaginationNav({ page, totalPages, onPageChange }: PaginationNavProps) {
  if (totalPages <= 1) return null;
  const items = paginationRange(page, totalPages);
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        className={`${base} gap-1 text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        <ArrowLeftIcon className="h-4 w-4" />
        Previous
      </button>
      <ul className="flex flex-wrap items-center gap-1.5">
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                onClick={() => onPageChange(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${base} ${
                  item === page
                    ? 'bg-brand-600 text-white'
                    : 'text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50'
                }`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        className={`${base} gap-1 text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50`}
      >
        Next
        <ArrowRightIcon className="h-4 w-4" />
      </button>
    </nav>
  );
}
