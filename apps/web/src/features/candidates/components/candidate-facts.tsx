import type { CandidateCard } from '@orbit/shared/talent-contracts';
import { dashboardMatchColour } from '@orbit/shared/job-display';
import { BriefcaseIcon, ClockIcon, MapPinIcon } from '../../../components/icons.tsx';
import { MatchBadge } from '../../../components/match-badge.tsx';
import { experienceLabel } from '../utils/candidate-search.ts';

/** What a card says about the candidate, on the results and on the card's own page. */
export function CandidateFacts({ card, skillsShown }: { card: CandidateCard; skillsShown?: number }) {
  const skills = skillsShown === undefined ? card.skills : card.skills.slice(0, skillsShown);
  const more = card.skills.length - skills.length;
  return (
    <div className="min-w-0 space-y-2">
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        {card.country && (
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="h-4 w-4 text-slate-400" />
            {card.country}
          </span>
        )}
        {card.experience && (
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="h-4 w-4 text-slate-400" />
            Experience: {experienceLabel(card.experience)}
          </span>
        )}
        {card.jobTypes.length > 0 && (
          <span className="inline-flex items-center gap-1">
            <BriefcaseIcon className="h-4 w-4 text-slate-400" />
            {card.jobTypes.join(', ')}
          </span>
        )}
        {card.salaryExpectation && <span>Expects {card.salaryExpectation}</span>}
      </p>
      {skills.length > 0 && (
        <ul aria-label={`Skills of ${card.displayName}`} className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {skill}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-0.5 text-xs text-slate-500">+{more} more</li>}
        </ul>
      )}
    </div>
  );
}

/** The match score for the job the search was ranked for, in the dashboard's colours. */
export function CandidateMatch({ card }: { card: CandidateCard }) {
  return card.matchScore === undefined ? null : (
    <MatchBadge score={card.matchScore} colour={dashboardMatchColour(card.matchScore)} />
  );
}
