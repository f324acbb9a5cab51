import { ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Shown inside the layout when a screen throws while rendering, instead of a blank page. */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-3 text-slate-600">
          This page could not be shown. Please reload it or go back to the home page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <ButtonLink to="/">Go Home</ButtonLink>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg px-4 py-2.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
          >
            Reload
          </button>
        </div>
      </Card>
    </div>
  );
}
