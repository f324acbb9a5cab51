import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { moderationReportsQuery, useDecideReport, type ReportDecision } from '../api/moderation-api.ts';
import { openReportCount } from '../utils/report-item.ts';
import { ReportCard } from './report-card.tsx';
import { SuspendEmployerDialog } from './suspend-employer-dialog.tsx';

/** The Reports tab: seekers' reports and messages screening held, to dismiss or to suspend the employer over. */
export function ReportsPanel() {
  const reports = useQuery(moderationReportsQuery);
  const decide = useDecideReport();
  const { showToast } = useToasts();
  const [suspending, setSuspending] = useState<{ reportId: string; companyName: string } | null>(null);

  if (reports.isPending) return <Spinner label="Loading reports..." />;
  if (reports.isError) {
    return (
      <Notice tone="error">
        <p>Failed to load the reports. Please try again later.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void reports.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }

  const send = (reportId: string, decision: ReportDecision) =>
    decide.mutate(
      { reportId, decision },
      {
        onSuccess: ({ msg }) => {
          showToast(msg, 'success');
          setSuspending(null);
        },
        onError: (error) =>
          showToast((isApiError(error) && error.msg) || 'Failed to save the decision. Please try again.'),
      },
    );

  const list = reports.data.reports;
  const open = openReportCount(list);
  return (
    <>
      {list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">No reports</p>
          <p className="mt-2 text-sm text-slate-600">
            Reported contact requests and messages, and messages screening held, appear here.
          </p>
        </Card>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-600">
            {open === 1 ? '1 report' : `${open} reports`} to decide, oldest first; then those decided in the last 30
            days.
          </p>
          <ul className="space-y-6">
            {list.map((report) => (
              <li key={report._id}>
                <ReportCard
                  report={report}
                  pending={decide.isPending && decide.variables?.reportId === report._id}
                  onDismiss={() => send(report._id, { decision: 'dismiss' })}
                  onSuspend={() => setSuspending({ reportId: report._id, companyName: report.company.name })}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <SuspendEmployerDialog
        companyName={suspending?.companyName ?? null}
        pending={decide.isPending}
        onCancel={() => setSuspending(null)}
        onSuspend={(reason) => suspending && send(suspending.reportId, { decision: 'suspend-employer', reason })}
      />
    </>
  );
}
