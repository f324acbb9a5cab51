import { Link } from 'react-router';
import type { AutopilotRequirement } from '@orbit/shared/autopilot-contracts';
import { CheckIcon, CloseIcon } from '../../../components/icons.tsx';

/**
 * What turning Autopilot on needs (GET /status requirements), shown while any is unmet: each says what is missing and
 * links to where it is fixed. Met ones stay in the list, ticked, so the seeker sees how far along they are.
 */
export function RequirementsChecklist({ requirements }: { requirements: readonly AutopilotRequirement[] }) {
  if (requirements.every((requirement) => requirement.met)) return null;
  return (
    <section
      aria-labelledby="autopilot-requirements-heading"
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <h3 id="autopilot-requirements-heading" className="font-semibold text-amber-950">
        Before Autopilot can start
      </h3>
      <ul className="mt-3 space-y-3">
        {requirements.map((requirement) => (
          <li key={requirement.key} className="flex items-start gap-3 text-sm">
            {requirement.met ? (
              <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
            ) : (
              <CloseIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            )}
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {requirement.label}
                <span className="sr-only">{requirement.met ? ': done' : ': missing'}</span>
              </p>
              {!requirement.met && requirement.detail && <p className="text-slate-700">{requirement.detail}</p>}
              {!requirement.met && requirement.link && <RequirementLink requirement={requirement} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The server names where to fix it; our own pages open in the app, anything else as a plain link. */
function RequirementLink({ requirement }: { requirement: AutopilotRequirement }) {
  const className = 'mt-1 inline-block font-semibold text-brand-700 hover:underline';
  const text = (
    <>
      Fix this<span className="sr-only">: {requirement.label}</span>
    </>
  );
  const internal = requirement.link.startsWith('/') && !requirement.link.startsWith('//');
  return internal ? (
    <Link to={requirement.link} className={className}>
      {text}
    </Link>
  ) : (
    <a href={requirement.link} className={className} rel="noopener noreferrer">
      {text}
    </a>
  );
}
