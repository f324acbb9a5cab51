import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/card.tsx';
import {
  ArrowLeftIcon,
  BuildingIcon,
  CheckIcon,
  ClockIcon,
  ExternalLinkIcon,
  GlobeIcon,
  MapPinIcon,
  StarIcon,
} from '../../../components/icons.tsx';
import { OrgLogo } from '../../../components/org-logo.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { openPositionsLabel } from '../../../lib/catalogue.ts';
import { websiteHref, websiteLabel } from '../../../lib/external-url.ts';
import { responseTimeLabel } from '../../../lib/job-terms.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { companyDetailErrorMessage, companyQuery, companyTexts } from '../api/companies-api.ts';
import { CompanyJobs } from '../components/company-jobs.tsx';

const backLink = (
  <Link
    to="/companies"
    className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 hover:underline"
  >
    <ArrowLeftIcon className="h-4 w-4" />
    Back to Companies
  </Link>
);

/** Spec "Company detail" (/companies/{id}). */
export function CompanyDetailPage() {
  const { id = '' } = useParams();
  const company = useQuery(companyQuery(id));
  const errorMessage = company.isError ? companyDetailErrorMessage(company.error) : null;
  useDocumentTitle(company.data?.name ?? (errorMessage === companyTexts.notFound ? errorMessage : 'Company Details'));

  if (company.isPending) {
    return (
      <>
        <h1 className="sr-only">Company Details</h1>
        <PageSpinner label="Loading company..." />
      </>
    );
  }

  if (company.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {backLink}
        <Card className="mt-4 p-8 text-center" role="alert">
          <h1 className="text-2xl font-bold text-slate-900">{errorMessage}</h1>
        </Card>
      </div>
    );
  }

  const data = company.data;
  const href = websiteHref(data.website);
  const responseTime = responseTimeLabel(data.medianResponseHours);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      {backLink}
      <Card className="mt-4 p-6 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <OrgLogo logo={data.logo} name={data.name} size="xl" fallback="initials" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{data.name}</h1>
              {data.verified && (
                <span
                  title="An employer of this company signed up with an e-mail address at its website's domain"
                  className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-800 ring-1 ring-green-200"
                >
                  <CheckIcon className="h-4 w-4" />
                  Verified employer
                </span>
              )}
            </div>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              {data.industry && (
                <li className="inline-flex items-center gap-1.5">
                  <BuildingIcon className="h-4 w-4 text-slate-400" />
                  {data.industry}
                </li>
              )}
              {data.location && (
                <li className="inline-flex items-center gap-1.5">
                  <MapPinIcon className="h-4 w-4 text-slate-400" />
                  {data.location}
                </li>
              )}
              {href && (
                <li className="inline-flex items-center gap-1.5">
                  <GlobeIcon className="h-4 w-4 text-slate-400" />
                  <a href={href} target="_blank" rel="noopener" className="font-medium text-brand-700 hover:underline">
                    {websiteLabel(data.website)}
                    <ExternalLinkIcon className="ml-1 inline h-3.5 w-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              )}
            </ul>
            {responseTime && (
              <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-700">
                <ClockIcon className="h-4 w-4 text-slate-400" />
                {responseTime}
              </p>
            )}
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
                {openPositionsLabel(data.openJobs)}
              </span>
              {data.rating !== null && (
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800">
                  <StarIcon className="h-4 w-4 text-amber-500" />
                  <span className="sr-only">Rating: </span>
                  {data.rating.toFixed(1)}
                </span>
              )}
            </div>
          </div>
        </div>

        {data.description && (
          <section className="mt-8 border-t border-slate-200 pt-6">
            <h2 className="text-lg font-semibold text-slate-900">About {data.name}</h2>
            <p className="mt-3 whitespace-pre-line text-slate-700">{data.description}</p>
          </section>
        )}
      </Card>

      <CompanyJobs name={data.name} />
    </div>
  );
}
