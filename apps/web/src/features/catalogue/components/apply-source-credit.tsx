import { ExternalLinkIcon } from '../../../components/icons.tsx';
import type { CatalogueJob } from '../../../lib/catalogue.ts';
import { safeHttpUrl } from '../../../lib/external-url.ts';
import { jobSourceLabel } from '../utils/job-source.ts';

/**
 * The credit an imported job owes its feed (several feeds' terms ask for the name and a followed link to the
 * original posting), shown under the apply controls whatever they are.
 */
export function ApplySourceCredit({ job }: { job: CatalogueJob }) {
  const source = jobSourceLabel(job.source, job.sourceLabel);
  const originalUrl = safeHttpUrl(job.sourceUrl);
  const otherListings = job.alsoListedOn
    .map((listing) => ({ ...listing, href: safeHttpUrl(listing.url) }))
    .filter(
      (listing): listing is typeof listing & { href: string } => listing.href !== null && listing.href !== originalUrl,
    );

  return (
    <div className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-600">
      <p>
        Listed via {source}
        {originalUrl && (
          <>
            {' · '}
            <a
              href={originalUrl}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline hover:text-brand-900"
            >
              View original posting
              <ExternalLinkIcon className="h-3.5 w-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </>
        )}
      </p>
      {otherListings.length > 0 && (
        <div className="mt-2">
          <p>Also listed on:</p>
          <ul className="mt-1 space-y-1">
            {otherListings.map((listing) => (
              <li key={listing.href}>
                <a
                  href={listing.href}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
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
