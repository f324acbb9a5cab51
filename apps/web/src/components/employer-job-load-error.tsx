import { isApiError } from '../lib/api-error.ts';
import { Button, ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import { Notice } from './notice.tsx';

/**
 * An employer's page about one of their jobs (editing it, its applicants) when the job could not be loaded. Another
 * company's job answers 403 or 404 and reads the same as a removed one, so the page tells nothing about it; any other
 * failure offers to try again.
 */
export function EmployerJobLoadError({
  error,
  failure,
  onRetry,
  className = '',
}: {
  error: unknown;
  /** What failed, as a sentence: 'Failed to load the applicants.' */
  failure: string;
  onRetry: () => void;
  className?: string;
}) {
  if (isApiError(error, 404) || isApiError(error, 403)) {
    return (
      <Card className={`p-8 text-center ${className}`}>
        <p className="font-medium text-slate-800">Job not found</p>
        <p className="mt-2 text-sm text-slate-600">It may have been removed, or it belongs to another company.</p>
        <ButtonLink to="/dashboard" className="mt-5">
          Go to Dashboard
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Notice tone="error" className={className}>
      <p>{failure} Please try again later.</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </Notice>
  );
}
