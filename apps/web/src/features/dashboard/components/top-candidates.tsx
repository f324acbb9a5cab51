import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardMatchColour } from '@orbit/shared/job-display';
import type { TopCandidate } from '@orbit/shared/posting-contracts';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import { MapPinIcon, SearchIcon } from '../../../components/icons.tsx';
import { MatchBadge } from '../../../components/match-badge.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { experienceSelectOptions } from '../../../lib/option-labels.ts';
import { topCandidatesQuery } from '../api/employer-dashboard-api.ts';
import { poolContactLabels, topCandidateKey, topCandidateLinks, viewResumeLabel } from '../utils/top-candidates.ts';
import { EmptyState, textLinkClasses } from './dashboard-parts.tsx';
import { LoadFailed } from './load-failed.tsx';

const experienceLabel = (value: string): string => experienceSelectOptions([value])[0]?.label ?? value;

/**
 * The 'Top Candidates' tab: the best matches for the company's active jobs among its applicants and the talent pool
 * seekers visible to it, and the way to search the pool.
 */
export function TopCandidates() {
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <ButtonLink to="/search-candidates" variant="outline" size="sm">
          <SearchIcon className="h-4 w-4" />
          Search Candidates
        </ButtonLink>
      </div>
      <TopMatches />
    </div>
  );
}

/** The best matches, each linked to the seeker's page and the job it matches. */
function TopMatches() {
  const candidates = useQuery(topCandidatesQuery);
  if (candidates.isPending) return <Spinner label="Loading your top candidates..." showLabel />;
  if (candidates.isError)
    return (
      <LoadFailed
        text="Failed to load your top candidates. Please try again later."
        onRetry={() => void candidates.refetch()}
      />
    );
  if (candidates.data.length === 0)
    return (
      <EmptyState title="No candidates yet: they appear here once people apply to your active jobs or match them in the talent pool." />
    );
  return (
    <ul aria-label="Top candidates" className="divide-y divide-slate-200">
      {candidates.data.map((candidate) => (
        <CandidateRow key={topCandidateKey(candidate)} candidate={candidate} />
      ))}
    </ul>
  );
}

function CandidateRow({ candidate }: { candidate: TopCandidate }) {
  const links = topCandidateLinks(candidate);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 md:flex-row md:items-start md:justify-between">
      <div className="min-w-0 space-y-1">
        <h3 className="font-semibold text-slate-900">{candidate.name}</h3>
        {candidate.headline && <p className="text-sm font-medium text-slate-700">{candidate.headline}</p>}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          {candidate.location && (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="h-4 w-4 text-slate-400" />
              {candidate.location}
            </span>
          )}
          {candidate.experience && <span>Experience: {experienceLabel(candidate.experience)}</span>}
          {candidate.education && <span>Education: {candidate.education}</span>}
        </p>
        {candidate.skills.length > 0 && (
          <ul aria-label={`Skills of ${candidate.name}`} className="flex flex-wrap gap-1.5 pt-1">
            {candidate.skills.slice(0, 6).map((skill) => (
              <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {skill}
              </li>
            ))}
          </ul>
        )}
        <p className="pt-1 text-sm text-slate-600">
          {candidate.source === 'applicant' ? 'Applied to ' : 'Talent pool match for '}
          <Link to={links.job} className={textLinkClasses}>
            {candidate.jobTitle}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 md:flex-col md:items-end">
        {candidate.matchScore !== null && (
          <MatchBadge score={candidate.matchScore} colour={dashboardMatchColour(candidate.matchScore)} />
        )}
        {candidate.status !== null ? (
          <ApplicationStatusBadge status={candidate.status} />
        ) : (
          !links.contact &&
          candidate.contact !== 'none' && (
            <span className="text-xs font-semibold text-slate-600">{poolContactLabels[candidate.contact]}</span>
          )
        )}
        <div className="flex flex-wrap gap-2">
          {links.viewResume && (
            <ButtonLink
              to={links.viewResume}
              variant="outline"
              size="sm"
              aria-label={`${viewResumeLabel(candidate)}: ${candidate.name}`}
            >
              {viewResumeLabel(candidate)}
            </ButtonLink>
          )}
          {links.contact && (
            <ButtonLink to={links.contact} size="sm" aria-label={`Contact ${candidate.name}`}>
              Contact
            </ButtonLink>
          )}
        </div>
      </div>
    </li>
  );
}
