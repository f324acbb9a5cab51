import type { ReactNode } from 'react';
import type { MatchBreakdown } from '@orbit/shared/match-contracts';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons.tsx';
import { groupMatchReasons, skillsMatchSummary, type MatchEffect } from '../utils/job-match.ts';

/** Each effect has its own shape as well as its own colour, so the groups differ without colour too. */
function EffectIcon({ effect }: { effect: MatchEffect }) {
  const common = {
    viewBox: '0 0 20 20',
    'aria-hidden': true,
    focusable: false,
    className: `mt-0.5 h-5 w-5 shrink-0 ${effect === 'positive' ? 'text-green-700' : effect === 'negative' ? 'text-red-700' : 'text-slate-500'}`,
  } as const;
  if (effect === 'positive') {
    return (
      <svg {...common} fill="currentColor">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.6 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
          clipRule="evenodd"
        />
      </svg>
    );
  }
  if (effect === 'negative') {
    return (
      <svg {...common} fill="currentColor">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM8.7 7.3a1 1 0 0 0-1.4 1.4L8.6 10l-1.3 1.3a1 1 0 1 0 1.4 1.4l1.3-1.3 1.3 1.3a1 1 0 0 0 1.4-1.4L11.4 10l1.3-1.3a1 1 0 0 0-1.4-1.4L10 8.6 8.7 7.3Z"
          clipRule="evenodd"
        />
      </svg>
    );
  }
  return (
    <svg {...common} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-11.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM9 9a1 1 0 0 1 2 0v5a1 1 0 1 1-2 0V9Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

function SkillChips({ heading, skills, tone }: { heading: string; skills: readonly string[]; tone: 'have' | 'add' }) {
  if (skills.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li
            key={skill}
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm font-medium ring-1 ${
              tone === 'have' ? 'bg-green-50 text-green-800 ring-green-600/25' : 'bg-white text-slate-700 ring-red-300'
            }`}
          >
            {tone === 'have' && <CheckIcon className="h-3.5 w-3.5" />}
            {skill}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PanelBlock({ children }: { children: ReactNode }) {
  return <div className="border-t border-slate-200 px-4 py-4 first:border-t-0 sm:px-5">{children}</div>;
}

/**
 * "Why this match" on the job page of a signed-in seeker: the skills they have and lack, then the API's reasons
 * grouped by whether they help. A native disclosure, closed at first so the job text stays near the top on a phone.
 */
export function JobMatchPanel({ breakdown }: { breakdown: MatchBreakdown }) {
  const { matchedSkills, missingSkills, reasons } = breakdown;
  const groups = groupMatchReasons(reasons);
  const hasSkills = matchedSkills.length + missingSkills.length > 0;
  if (!hasSkills && groups.length === 0) return null;
  const summary = skillsMatchSummary(matchedSkills, missingSkills);

  return (
    <details className="group mt-6 rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">Why this match</h2>
          {summary && <span className="mt-0.5 block text-sm text-slate-600">{summary}</span>}
        </span>
        <ChevronDownIcon className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="border-t border-slate-200">
        {hasSkills && (
          <PanelBlock>
            <div className="space-y-4">
              <SkillChips heading="Skills you have" skills={matchedSkills} tone="have" />
              <SkillChips heading="Skills to add" skills={missingSkills} tone="add" />
            </div>
          </PanelBlock>
        )}
        {groups.length > 0 && (
          <PanelBlock>
            <div className="space-y-4">
              {groups.map((group) => (
                <div key={group.effect}>
                  <h3 className="text-sm font-semibold text-slate-900">{group.heading}</h3>
                  <ul className="mt-2 space-y-2">
                    {group.texts.map((text, index) => (
                      <li key={`${index}-${text}`} className="flex gap-2 text-sm text-slate-700">
                        <EffectIcon effect={group.effect} />
                        <span>{text}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </PanelBlock>
        )}
      </div>
    </details>
  );
}
