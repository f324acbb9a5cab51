import { ExternalLinkIcon } from '../../../components/icons.tsx';
import { buttonClasses } from '../../../components/button.tsx';
import { isExternalJob, type CatalogueJob } from '../../../lib/catalogue.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';
import { jobSourceLabel } from '../utils/job-source.ts';

/**
 * Where to apply. The apply flows of spec section 4 come with a later issue; until then an imported job links
 * to its original posting (credited to its feed, a followed link) and a native job says applying opens soon.
 */
export function JobApplyPanel({ job }: { job: CatalogueJob }) {
  if (!isExternalJob(job)) {
    return (
      <div>
        <h2 className="text-base font-semibold text-slate-900">How to apply</h2>
        <p className="mt-2 text-sm text-slate-600">Applying on Orbit Jobs opens soon</p>
      </div>
    );
  }

  const source = jobSourceLabel(job.source, job.sourceLabel);
  const originalUrl = safeHttpUrl(job.sourceUrl);
  const otherListings = job.alsoListedOn
    .map((listing) => ({ ...listing, href: safeHttpUrl(listing.url) }))
    .filter((listing): listing is typeof listing & { href: string } => listing.href !== null && listing.href !== originalUrl);

  return (
    <div>
      <h2 className="text-base font-semibold text-slate-900">How to apply</h2>
      <p className="mt-2 text-sm text-slate-600">via {source}</p>
      {originalUrl ? (
        <a
          href={originalUrl}
          target="_blank"
          rel="noopener"
          className={`${buttonClasses({ fullWidth: true })} mt-4`}
        >
          View original posting
          <ExternalLinkIcon className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        <p className="mt-3 text-sm text-slate-600">The original posting link is not available.</p>
      )}
      {otherListings.length > 0 && (
        <div className="mt-4 text-sm text-slate-600">
          <p>Also listed on:</p>
          <ul className="mt-1 space-y-1">
            {otherListings.map((listing) => (
              <li key={listing.href}>
                <a href={listing.href} target="_blank" rel="noopener" className="font-medium text-brand-700 underline hover:text-brand-900">
                  {jobSourceLabel(listing.source, listing.label)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
