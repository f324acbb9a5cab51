import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CompanyCard } from '../../../components/company-card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { companiesErrorMessage, companiesQuery } from '../api/companies-api.ts';

/** Spec "Companies" (/companies): grid of company cards, spinner, error and empty states. */
export function CompaniesPage() {
  useDocumentTitle('Companies');
  const companies = useQuery(companiesQuery);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Companies</h1>
      <p className="mt-2 text-slate-600">Companies hiring for remote roles on Orbit Jobs.</p>

      <div className="mt-8">
        {companies.isPending ? (
          <PageSpinner label="Loading companies..." />
        ) : companies.isError ? (
          <Notice tone="error">
            <p>{companiesErrorMessage(companies.error)}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void companies.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : companies.data.length === 0 ? (
          <Card className="p-8 text-center text-slate-700">No companies found</Card>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {companies.data.map((company) => (
              <li key={company._id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
