import { Link } from 'react-router';
import type { CandidateCard } from '@orbit/shared/talent-contracts';
import { Card } from '../../../components/card.tsx';
import { candidatePath } from '../utils/candidate-search.ts';
import { CandidateFacts, CandidateMatch } from './candidate-facts.tsx';
import { ContactState } from './contact-state.tsx';

/** One page of results: each card links to its own page (scored for the same job when the search was ranked). */
export function CandidateList({ candidates, forJob }: { candidates: readonly CandidateCard[]; forJob: string }) {
  return (
    <ul aria-label="Candidates" className="space-y-3">
      {candidates.map((card) => (
        <li key={card._id}>
          <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-2">
              <h2 className="text-lg font-semibold text-slate-900">
                <Link
                  to={candidatePath(card._id, forJob)}
                  className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2"
                >
                  {card.displayName}
                </Link>
              </h2>
              {card.title && <p className="text-sm font-medium text-slate-700">{card.title}</p>}
              <CandidateFacts card={card} skillsShown={8} />
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
              <CandidateMatch card={card} />
              <ContactState id={card._id} contact={card.contact} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
