import { useId } from 'react';
import type { Applicant } from '@orbit/shared/pipeline-contracts';
import { detailMatchColour } from '@orbit/shared/job-display';
import { ApplicationStatusBadge } from '../../../components/application-status-badge.tsx';
import { ChevronDownIcon, MapPinIcon, RocketIcon } from '../../../components/icons.tsx';
import { MatchBar } from '../../../components/match-bar.tsx';
import { appliedLabel, skillsPreview } from '../utils/applicant-labels.ts';
import type { StatusAction } from '../utils/status-actions.ts';
import { ApplicantDetail } from './applicant-detail.tsx';

interface ApplicantCardProps {
  applicant: Applicant;
  now: Date;
  expanded: boolean;
  onToggle: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  saving: boolean;
  onUpdate: Parameters<typeof ApplicantDetail>[0]['onUpdate'];
  onAction: (action: StatusAction) => void;
}

/** One applicant: who they are, how well they match, where the application stands; opens for the details. */
export function ApplicantCard({
  applicant,
  now,
  expanded,
  onToggle,
  selected,
  onSelect,
  saving,
  onUpdate,
  onAction,
}: ApplicantCardProps) {
  const detailId = useId();
  const { seeker } = applicant;
  const skills = skillsPreview(seeker.skills);
  const applied = appliedLabel(applicant.appliedAt, now);
  return (
    <article
      className={`rounded-2xl bg-white p-4 shadow-sm ring-1 sm:p-5 ${selected ? 'ring-brand-500' : 'ring-slate-200'}`}
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Select ${seeker.name}`}
          className="mt-1.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 className="text-base font-semibold break-words text-slate-900 sm:text-lg">{seeker.name}</h2>
              {seeker.headline && <p className="text-sm font-medium text-slate-700">{seeker.headline}</p>}
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                {seeker.location && (
                  <span className="inline-flex items-center gap-1">
                    <MapPinIcon className="h-4 w-4 text-slate-400" />
                    {seeker.location}
                  </span>
                )}
                {applied && <time dateTime={applicant.appliedAt}>{applied}</time>}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">
              {applicant.autopilotGenerated && (
                <span className="inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-semibold text-violet-800 ring-1 ring-violet-200">
                  <RocketIcon className="h-3.5 w-3.5" />
                  Autopilot
                </span>
              )}
              <ApplicationStatusBadge status={applicant.status} />
            </div>
          </div>
          {applicant.matchScore !== null && (
            <MatchBar
              score={applicant.matchScore}
              colour={detailMatchColour(applicant.matchScore)}
              className="mt-3 max-w-xs"
            />
          )}
          {skills.shown.length > 0 && (
            <ul aria-label={`Skills of ${seeker.name}`} className="mt-3 flex flex-wrap gap-1.5">
              {skills.shown.map((skill) => (
                <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {skill}
                </li>
              ))}
              {skills.more > 0 && (
                <li className="px-1 py-0.5 text-xs font-medium text-slate-500">+{skills.more} more</li>
              )}
            </ul>
          )}
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? detailId : undefined}
            onClick={onToggle}
            className="mt-3 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline"
          >
            {expanded ? 'Hide application' : 'View application'}
            <span className="sr-only"> of {seeker.name}</span>
            <ChevronDownIcon
              className={`h-4 w-4 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
            />
          </button>
          {expanded && (
            <ApplicantDetail
              id={detailId}
              applicant={applicant}
              saving={saving}
              onUpdate={onUpdate}
              onAction={onAction}
            />
          )}
        </div>
      </div>
    </article>
  );
}
