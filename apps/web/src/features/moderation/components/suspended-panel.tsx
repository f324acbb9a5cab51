import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { suspendedCompaniesQuery, useLiftSuspension } from '../api/moderation-api.ts';
import { LiftSuspensionDialog } from './lift-suspension-dialog.tsx';

/** The Suspended employers tab: each suspended company, since when and why, and lifting its suspension. */
export function SuspendedPanel() {
  const suspended = useQuery(suspendedCompaniesQuery);
  const lift = useLiftSuspension();
  const { showToast } = useToasts();
  const [lifting, setLifting] = useState<{ companyId: string; companyName: string } | null>(null);

  if (suspended.isPending) return <Spinner label="Loading suspended employers..." />;
  if (suspended.isError) {
    return (
      <Notice tone="error">
        <p>Failed to load the suspended employers. Please try again later.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void suspended.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  }

  const list = suspended.data.companies;
  return (
    <>
      {list.length === 0 ? (
        <Card className="p-8 text-center">
          <p className="font-medium text-slate-800">No suspended employers</p>
          <p className="mt-2 text-sm text-slate-600">Companies suspended from the Reports tab appear here.</p>
        </Card>
      ) : (
        <ul className="space-y-4">
          {list.map((company) => {
            const headingId = `suspended-${company._id}`;
            return (
              <li key={company._id}>
                <article
                  aria-labelledby={headingId}
                  className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
                >
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">
                      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
                        {company.name}
                      </h2>
                      <p className="text-sm text-slate-600">
                        Suspended {new Date(company.suspendedAt).toLocaleDateString()}
                      </p>
                    </div>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={lift.isPending}
                      onClick={() => setLifting({ companyId: company._id, companyName: company.name })}
                    >
                      Lift suspension…<span className="sr-only"> of {company.name}</span>
                    </Button>
                  </div>
                  <dl className="mt-4 text-sm">
                    <dt className="font-medium text-slate-600">Reason the employer was given</dt>
                    <dd className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{company.reason}</dd>
                  </dl>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      <LiftSuspensionDialog
        companyName={lifting?.companyName ?? null}
        pending={lift.isPending}
        onCancel={() => setLifting(null)}
        onLift={(reason) =>
          lifting &&
          lift.mutate(
            { companyId: lifting.companyId, reason },
            {
              onSuccess: ({ msg }) => {
                showToast(msg, 'success');
                setLifting(null);
              },
              onError: (error) =>
                showToast((isApiError(error) && error.msg) || 'Failed to lift the suspension. Please try again.'),
            },
          )
        }
      />
    </>
  );
}
