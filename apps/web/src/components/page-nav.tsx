import { Button } from './button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from './icons.tsx';

/** Previous / Next through the pages of a list, with where the reader is ('Page 2 of 5'). */
export function PageNav({
  label,
  current,
  total,
  onPage,
}: {
  /** The navigation landmark's name: 'Pages of applicants'. */
  label: string;
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        <ArrowLeftIcon className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600">
        Page {current} of {total}
      </p>
      <Button variant="outline" size="sm" disabled={current >= total} onClick={() => onPage(current + 1)}>
        Next
        <ArrowRightIcon className="h-4 w-4" />
      </Button>
    </nav>
  );
}
