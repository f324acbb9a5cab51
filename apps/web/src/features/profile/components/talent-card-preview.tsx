import type { CandidateCard } from '@orbit/shared/talent-contracts';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500">{term}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

/**
 * The card exactly as employers get it before the seeker accepts contact: every field of `card` shown, nothing else.
 * Empty fields say so, so the seeker sees what a blank profile looks like to an employer.
 */
export function TalentCardPreview({ card }: { card: CandidateCard }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
      <p className="text-base font-semibold break-words text-slate-900">{card.displayName}</p>
      <p className="text-sm break-words text-slate-700">{card.title || 'No job title given'}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact term="Country">{card.country ?? 'Not given'}</Fact>
        <Fact term="Experience">{card.experience ? `${card.experience} years` : 'Not specified'}</Fact>
        <Fact term="Job types">{card.jobTypes.length > 0 ? card.jobTypes.join(', ') : 'Not specified'}</Fact>
        {card.salaryExpectation && <Fact term="Salary expectation">{card.salaryExpectation}</Fact>}
      </dl>
      <p className="mt-3 text-xs font-medium text-slate-500">Skills</p>
      {card.skills.length > 0 ? (
        <ul aria-label="Skills on your card" className="mt-1 flex flex-wrap gap-1.5">
          {card.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-800">None yet</p>
      )}
    </div>
  );
}
