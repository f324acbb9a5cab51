import { useDocumentTitle } from '../lib/use-document-title.ts';
import { ButtonLink } from './button.tsx';
import { Card } from './card.tsx';

/**
 * Placeholder for screens of later issues: the right heading and an honest sentence, no sample data.
 * Each route keeps its own page file so the real screen replaces it in place.
 */
export function ComingSoonPage({
  title,
  backTo = '/dashboard',
  backLabel = 'Go to Dashboard',
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Card className="p-8 text-center sm:p-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-4 text-slate-600">This part of Orbit Jobs is being built and will be available soon.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={backTo}>{backLabel}</ButtonLink>
          <ButtonLink to="/" variant="outline">
            Go Home
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
