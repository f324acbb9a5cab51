import type { OutreachReport } from '@orbit/shared/outreach-contracts';
import { Button } from '../../../components/button.tsx';
import { reportHeading, reportOutcome, reportReason } from '../utils/report-item.ts';

interface ReportCardProps {
  report: OutreachReport;
  pending: boolean;
  onDismiss: () => void;
  onSuspend: () => void;
}

/**
 * One report: what was reported (shown as text, never as HTML: it is a stranger's words), why, and the decision. A
 * decided report shows its outcome instead of the buttons.
 */
export function ReportCard({ report, pending, onDismiss, onSuspend }: ReportCardProps) {
  const headingId = `report-${report._id}`;
  const outcome = reportOutcome(report.status);
  const heldMessage = report.kind === 'message' && report.heldReasons.length > 0;
  const heldRequest = report.kind === 'contact-request' && report.heldByScreening;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {reportHeading(report)}
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="break-words">{report.company.name}</span>
            {report.company.suspended && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                Suspended
              </span>
            )}
          </p>
          <p className="text-sm text-slate-600">Reported {new Date(report.createdAt).toLocaleDateString()}</p>
        </div>
        {outcome ? (
          <p className="shrink-0 self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800">
            {outcome}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={pending} onClick={onDismiss}>
              Dismiss<span className="sr-only"> the report about {report.company.name}</span>
            </Button>
            <Button size="sm" variant="danger" disabled={pending || report.company.suspended} onClick={onSuspend}>
              Suspend employer…<span className="sr-only"> {report.company.name}</span>
            </Button>
          </div>
        )}
      </div>

      <section className="mt-4" aria-label="What was reported">
        <h3 className="text-sm font-medium text-slate-600">
          {report.kind === 'contact-request' ? 'The request' : 'The message'}
        </h3>
        <p className="mt-1 rounded-xl bg-slate-50 p-4 text-sm break-words whitespace-pre-wrap text-slate-900">
          {report.text}
        </p>
      </section>

      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Reason</dt>
          <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{reportReason(report)}</dd>
        </div>
        {report.heldReasons.length > 0 && (
          <div>
            <dt className="font-medium text-slate-600">Held because</dt>
            <dd className="mt-0.5 text-slate-900">
              <ul className="list-disc space-y-1 pl-5">
                {report.heldReasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {!outcome && heldMessage && (
        <p className="mt-3 text-sm text-slate-600">Dismissing releases the message: the seeker will see it.</p>
      )}
      {!outcome && heldRequest && (
        <p className="mt-3 text-sm text-slate-600">
          Dismissing delivers the request: the seeker sees it in their inbox, is e-mailed, and has 14 days to answer.
        </p>
      )}
    </article>
  );
}
