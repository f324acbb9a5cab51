import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { autopilotMessages, type AutopilotStatus } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { relativeTimeLabel } from '../../../lib/relative-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { autopilotStatusQuery, useScanNow, useStopAutopilot } from '../api/autopilot-api.ts';
import { cancelledText, modeLabels, ofLimit, scanAvailable, whenLabel } from '../utils/autopilot-text.ts';
import { RequirementsChecklist } from './requirements-checklist.tsx';
import { StopDialog } from './stop-dialog.tsx';

/** "Scan now" comes back within this of scanAvailableAt: the clock on the page ticks this often. */
const clockTickMs = 10_000;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** The status panel: where Autopilot stands (real counts from GET /status), Scan now, Stop now, and what is missing. */
export function StatusPanel() {
  const status = useQuery(autopilotStatusQuery);
  return (
    <section aria-labelledby="autopilot-status-heading">
      <Card className="p-5 sm:p-6">
        <h2 id="autopilot-status-heading" className="text-lg font-semibold text-slate-900">
          Status
        </h2>
        <div className="mt-4">
          {status.isPending ? (
            <Spinner label="Loading Autopilot's status..." showLabel />
          ) : status.isError ? (
            <Notice tone="error">
              <p>Could not load Autopilot&apos;s status. Please try again.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : (
            <StatusDetails status={status.data} />
          )}
        </div>
      </Card>
    </section>
  );
}

function StatusDetails({ status }: { status: AutopilotStatus }) {
  const now = useNow(clockTickMs);
  const scan = useScanNow();
  const stop = useStopAutopilot();
  const [confirmingStop, setConfirmingStop] = useState(false);
  // The last action's answer, kept in one live region so it is announced (and stays after the buttons re-render).
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const canScan = status.isActive && scanAvailable(status.scanAvailableAt, now) && !scan.isPending;
  const runScan = () => {
    setMessage(null);
    scan.mutate(undefined, {
      onSuccess: ({ msg }) => setMessage({ tone: 'success', text: msg }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: (isApiError(error) && error.msg) || 'Could not start a scan. Please try again.',
        }),
    });
  };
  const runStop = () =>
    stop.mutate(undefined, {
      onSuccess: ({ msg, cancelled }) => setMessage({ tone: 'success', text: `${msg} ${cancelledText(cancelled)}` }),
      onError: (error) =>
        setMessage({
          tone: 'error',
          text: (isApiError(error) && error.msg) || 'Could not stop Autopilot. Please try again.',
        }),
      onSettled: () => setConfirmingStop(false),
    });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
            status.isActive
              ? 'bg-green-50 text-green-800 ring-green-600/25'
              : 'bg-slate-100 text-slate-700 ring-slate-400/30'
          }`}
        >
          <span
            aria-hidden="true"
            className={`h-2 w-2 rounded-full ${status.isActive ? 'bg-green-600' : 'bg-slate-400'}`}
          />
          {status.isActive ? 'Active' : status.pausedReason ? 'Paused' : 'Off'}
        </span>
        <span className="text-sm text-slate-600">{modeLabels[status.mode]}</span>
      </div>
      {!status.isActive && status.pausedReason && (
        <Notice tone="warning">
          <p>
            <span className="font-semibold">Autopilot paused itself:</span> {status.pausedReason}
          </p>
          <p className="mt-1">Turn it on again below once this is sorted.</p>
        </Notice>
      )}
      {!status.access && <Notice tone="warning">{autopilotMessages.notAvailable}</Notice>}
      <RequirementsChecklist requirements={status.requirements} />

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Applied today">{ofLimit(status.appliedToday, status.dailyLimit)}</Figure>
        <Figure label="Applied this week">{ofLimit(status.appliedThisWeek, status.weeklyLimit)}</Figure>
        <Figure label="Total applied">{status.totalApplied}</Figure>
        <Figure label="Awaiting your approval">
          {status.awaitingApproval > 0 ? (
            <a href="#autopilot-queue-heading" className="text-brand-700 hover:underline">
              {status.awaitingApproval}
            </a>
          ) : (
            0
          )}
        </Figure>
        <Figure label="Waiting to be sent">{status.queuedSends}</Figure>
        <Figure label="Next scan">
          {status.nextScanAt ? whenLabel(status.nextScanAt, status.timeZone, now) : 'None scheduled while off'}
        </Figure>
      </dl>
      {status.lastScanAt && (
        <p className="text-xs text-slate-500">
          Last scan {relativeTimeLabel(status.lastScanAt, now)}. Times are shown in {status.timeZone}.
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div>
          <Button variant="outline" disabled={!canScan} onClick={runScan} aria-describedby="autopilot-scan-hint">
            {scan.isPending ? 'Scanning...' : 'Scan now'}
          </Button>
          <p id="autopilot-scan-hint" className="mt-1.5 text-xs text-slate-500">
            {!status.isActive
              ? autopilotMessages.scanInactive
              : scanAvailable(status.scanAvailableAt, now)
                ? 'Looks for new matching jobs at once instead of waiting for the next scan.'
                : `Available again ${relativeTimeLabel(status.scanAvailableAt ?? '', now)}.`}
          </p>
        </div>
        {(status.isActive || status.queuedSends > 0) && (
          <Button variant="danger" className="sm:ml-auto" onClick={() => setConfirmingStop(true)}>
            Stop now
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {message && (
          <p className={`text-sm font-medium ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}>
            {message.text}
          </p>
        )}
      </div>
      <StopDialog
        open={confirmingStop}
        queuedSends={status.queuedSends}
        pending={stop.isPending}
        onConfirm={runStop}
        onClose={() => setConfirmingStop(false)}
      />
    </div>
  );
}
