import { ButtonLink } from '../../../components/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go Home</ButtonLink>
        <ButtonLink to="/jobs?fresh=true" variant="outline">
          Browse Jobs
        </ButtonLink>
      </div>
    </div>
  );
}
