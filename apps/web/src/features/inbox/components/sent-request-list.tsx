import type { ContactRequest } from '@orbit/shared/outreach-contracts';
import { Card } from '../../../components/card.tsx';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { sentRequestStatusText } from '../utils/request-status.ts';

/** The requests an employer's company sent, each with the candidate's card name and what became of it. */
export function SentRequestList({ requests, now }: { requests: readonly ContactRequest[]; now: Date }) {
  if (requests.length === 0) return <p className="text-sm text-slate-600">No requests sent.</p>;
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request._id}>
          <Card className="p-4 text-sm">
            <p className="font-semibold text-slate-900">{request.candidate?.displayName ?? 'Candidate'}</p>
            <p className="text-slate-600">{request.job?.title ?? request.subject}</p>
            <p className="mt-1 text-slate-700">{sentRequestStatusText(request, now, relativeTimeLabel)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
