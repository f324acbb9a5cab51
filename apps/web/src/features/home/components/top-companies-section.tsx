import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CompanyCard } from '../../../components/company-card.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { OrgLogo } from '../../../components/org-logo.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { generateCompanies, topCompaniesQuery } from '../api/home-api.ts';
import { sampleCompanies } from './sample-companies.ts';

function SampleCompanies() {
  return (
    <div>
      <Notice tone="warning">
        We could not build the company list right now. The companies below are examples only, not real employers on
        Orbit Jobs.
      </Notice>
      <ul aria-label="Example companies" className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {sampleCompanies.map((company) => (
          <li
            key={company.name}
            className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-white p-5"
          >
            <div className="flex items-start gap-4">
              <OrgLogo logo="" name={company.name} fallback="initials" />
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{company.name}</h3>
                <p className="text-sm text-slate-600">{company.industry}</p>
              </div>
            </div>
            <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <MapPinIcon className="h-4 w-4 text-slate-400" />
              {company.location}
            </p>
            <p className="mt-3 w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
              Example
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Home "Top companies": the top eight; when empty, 'Generate Companies' (and examples if that fails). */
export function TopCompaniesSection() {
  const queryClient = useQueryClient();
  const companies = useQuery(topCompaniesQuery);
  // The query turns failures into [] (spec section 8), so "no data" only means "still loading".
  const list = companies.data ?? [];
  const generate = useMutation({
    mutationFn: generateCompanies,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }),
  });

  return (
    <section aria-labelledby="top-companies-heading" className="bg-white py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id="top-companies-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Top Companies
            </h2>
            <p className="mt-1 text-slate-600">Companies with the most open remote roles.</p>
          </div>
          <Link to="/companies" className="rounded text-sm font-semibold text-brand-700 hover:underline">
            View all companies
          </Link>
        </div>

        <div className="mt-6">
          {companies.isPending ? (
            <Spinner label="Loading companies..." showLabel />
          ) : list.length > 0 ? (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {list.map((company) => (
                <li key={company._id}>
                  <CompanyCard company={company} headingLevel="h3" />
                </li>
              ))}
            </ul>
          ) : generate.isError ? (
            <SampleCompanies />
          ) : (
            <Card className="p-8 text-center">
              <p className="text-slate-700">
                {generate.isSuccess ? 'No companies with open jobs yet.' : 'No companies to show yet.'}
              </p>
              <Button className="mt-4" onClick={() => generate.mutate()} disabled={generate.isPending}>
                {generate.isPending ? 'Generating...' : 'Generate Companies'}
              </Button>
            </Card>
          )}
        </div>
      </div>
    </section>
  );
}
