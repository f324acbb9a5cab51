import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { alertSummary, type Alert } from '@orbit/shared/alert-contracts';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { deleteAlertRequest, myAlertsQuery } from '../api/alerts-api.ts';
import { frequencyLabel } from '../utils/alert-filters.ts';
import { countryName } from '../../../lib/job-terms.ts';

const errorTexts = { fallback: messages.unexpectedErrorLater, unexpected: messages.unexpectedErrorLater };

const sentLabel = (alert: Alert) =>
  alert.lastSentAt
    ? `last e-mail ${new Date(alert.lastSentAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`
    : 'nothing sent yet';

/** "Job alerts" on the profile: the account's saved searches, each with how often it e-mails, and deleting one. */
export function JobAlertsCard() {
  const alerts = useQuery(myAlertsQuery);
  const queryClient = useQueryClient();
  const { showToast, showToasts } = useToasts();
  const remove = useMutation({
    mutationFn: deleteAlertRequest,
    onSuccess: ({ msg }, id) => {
      queryClient.setQueryData<Alert[]>(myAlertsQuery.queryKey, (list) => list?.filter((alert) => alert._id !== id));
      showToast(msg, 'success');
    },
    onError: (error) => showToasts(errorMessages(error, errorTexts)),
  });

  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="job-alerts-heading">
        <h2 id="job-alerts-heading" className="text-base font-semibold text-slate-900">
          Job alerts
        </h2>
        {alerts.isPending ? (
          <Spinner label="Loading job alerts..." />
        ) : alerts.isError ? (
          <Notice tone="error" className="mt-4">
            {errorMessages(alerts.error, errorTexts)[0]}
          </Notice>
        ) : alerts.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            No job alerts yet. Search the{' '}
            <Link to="/jobs" className="font-medium text-indigo-700 underline">
              jobs list
            </Link>{' '}
            and choose “Create alert” to get new matching jobs by e-mail.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {alerts.data.map((alert) => (
              <li key={alert._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="text-sm font-medium text-slate-900">{alertSummary(alert, countryName)}</p>
                  <p className="text-sm text-slate-600">
                    {frequencyLabel(alert.frequency)} · {sentLabel(alert)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending && remove.variables === alert._id}
                  aria-label={`Delete the alert ${alertSummary(alert, countryName)}`}
                  onClick={() => remove.mutate(alert._id)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
