import { Link } from 'react-router';
import { openPositionsLabel, type CatalogueCompany } from '../lib/catalogue.ts';
import { BriefcaseIcon, MapPinIcon } from './icons.tsx';
import { OrgLogo } from './org-logo.tsx';

/** A company in a grid (companies page, home top companies): spec "Company" and "Companies". */
export function CompanyCard({
  company,
  headingLevel: Heading = 'h2',
}: {
  company: CatalogueCompany;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="flex items-start gap-4">
        <OrgLogo logo={company.logo} name={company.name} fallback="initials" />
        <div className="min-w-0">
          <Heading className="text-base font-semibold text-slate-900">
            {/* The link covers the card (after:inset-0) so the whole card is one target. */}
            <Link
              to={`/companies/${encodeURIComponent(company._id)}`}
              className="rounded after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700"
            >
              {company.name}
            </Link>
          </Heading>
          {company.industry && <p className="text-sm text-slate-600">{company.industry}</p>}
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col justify-end gap-1.5 text-sm text-slate-600">
        {company.location && (
          <p className="inline-flex items-center gap-1.5">
            <MapPinIcon className="h-4 w-4 shrink-0 text-slate-400" />
            {company.location}
          </p>
        )}
        <p className="inline-flex items-center gap-1.5 font-medium text-brand-700">
          <BriefcaseIcon className="h-4 w-4 shrink-0" />
          {openPositionsLabel(company.openJobs)}
        </p>
      </div>
    </article>
  );
}
