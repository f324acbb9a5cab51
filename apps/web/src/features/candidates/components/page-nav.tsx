import { Button } from '../../../components/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon } from '../../../components/icons.tsx';

/** Previous / Next through the pages of candidates (20 a page), with where the employer is. */
export function PageNav({
  current,
  total,
  onPage,
}: {
  current: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages of candidates" className="mt-6 flex items-center justify-between gap-3">
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
