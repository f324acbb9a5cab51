import { useQuery } from '@tanstack/react-query';
import type { AutopilotOutcomes } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { autopilotOutcomesQuery } from '../api/queue-api.ts';
import { hasOutcomeData, responseRate } from '../utils/autopilot-text.ts';

/**
 * What came of the applications: response rate by match-score band, Autopilot's against the seeker's own, and the
 * server's suggestion for a minimum score. With nothing sent yet it says so instead of showing a table of zeros.
 */
export function OutcomesSection() {
  const outcomes = useQuery(autopilotOutcomesQuery);
  return (
    <section aria-labelledby="autopilot-outcomes-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="autopilot-outcomes-heading" className="text-lg font-semibold text-slate-900">
          Results
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          How often employers answered, by how well the job matched you. Applications to jobs on Orbit Jobs count: their
          answers are seen here.
        </p>
        <div className="mt-4">
          {outcomes.isPending ? (
            <Spinner label="Loading your results..." showLabel />
          ) : outcomes.isError ? (
            <Notice tone="error">
              <p>Could not load your results. Please try again.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void outcomes.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : hasOutcomeData(outcomes.data) ? (
            <OutcomesTable outcomes={outcomes.data} />
          ) : (
            <p className="text-sm text-slate-600">
              No results yet. Once applications to jobs on Orbit Jobs have been sent, by Autopilot or by you, this shows
              how many got an answer.
              {outcomes.data.suggestion && ` ${outcomes.data.suggestion}`}
            </p>
          )}
        </div>
      </Card>
    </section>
  );
}

const cell = 'px-3 py-2 text-right tabular-nums';

function OutcomesTable({ outcomes }: { outcomes: AutopilotOutcomes }) {
  const rows = [
    ...outcomes.bands.map((band) => ({ ...band, total: false })),
    { label: 'All', autopilot: outcomes.autopilot, manual: outcomes.manual, total: true },
  ];
  return (
    <>
      {/* Seven columns do not fit a phone: the table scrolls sideways inside its own box, the page does not. */}
      <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Response rate by match score, Autopilot and your own applications</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom font-medium">
                Match score
              </th>
              <th
                scope="colgroup"
                colSpan={3}
                className="border-b border-slate-200 px-3 py-1 text-center font-semibold text-slate-800"
              >
                Autopilot
              </th>
              <th
                scope="colgroup"
                colSpan={3}
                className="border-b border-slate-200 px-3 py-1 text-center font-semibold text-slate-800"
              >
                Your own applications
              </th>
            </tr>
            <tr className="text-xs text-slate-600">
              {['Sent', 'Answered', 'Rate', 'Sent', 'Answered', 'Rate'].map((label, index) => (
                <th key={index} scope="col" className={`${cell} font-medium`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.label} className={row.total ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {row.label}
                </th>
                <td className={cell}>{row.autopilot.sent}</td>
                <td className={cell}>{row.autopilot.responded}</td>
                <td className={cell}>{responseRate(row.autopilot)}</td>
                <td className={cell}>{row.manual.sent}</td>
                <td className={cell}>{row.manual.responded}</td>
                <td className={cell}>{responseRate(row.manual)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {outcomes.suggestion && (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {outcomes.suggestedMinimumScore !== null && (
            <span className="font-semibold">Suggested minimum score: {outcomes.suggestedMinimumScore}. </span>
          )}
          {outcomes.suggestion}
        </p>
      )}
    </>
  );
}
