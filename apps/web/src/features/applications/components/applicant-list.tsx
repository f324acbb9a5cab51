import { useRef, useState } from 'react';
import type { Applicant, ApplicationUpdate, EmployerStatus } from '@orbit/shared/pipeline-contracts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { isConflict, useBulkUpdate, useUpdateApplicant } from '../api/applicants-api.ts';
import { bulkResultText, opensAsReviewing, type StatusAction } from '../utils/status-actions.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { StatusChangeDialog, type StatusChange } from './status-change-dialog.tsx';

const conflictText = 'Someone else changed this application meanwhile. The list now shows its current status.';

/** The applicants of one job: opening, moving (one or several), feedback and private notes. */
export function ApplicantList({
  jobId,
  jobTitle,
  applicants,
}: {
  jobId: string;
  jobTitle: string;
  applicants: Applicant[];
}) {
  const now = useNow();
  const { showToast } = useToasts();
  const update = useUpdateApplicant(jobId);
  const bulk = useBulkUpdate();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [change, setChange] = useState<(StatusChange & { ids: string[] }) | null>(null);
  // Applications already marked as seen in this visit: opening one again sends nothing.
  const markedSeen = useRef(new Set<string>());

  const shownIds = new Set(applicants.map((applicant) => applicant._id));
  const selectedApplicants = applicants.filter((applicant) => selected.has(applicant._id));
  const allSelected = applicants.length > 0 && selectedApplicants.length === applicants.length;

  const failed = (error: unknown, fallback: string) =>
    showToast(
      isConflict(error) ? conflictText : (isApiError(error) && error.msg) || fallback,
      isConflict(error) ? 'warning' : 'danger',
    );

  const send = (applicant: Applicant, change: ApplicationUpdate, done: string) =>
    update.mutate(
      { id: applicant._id, update: change },
      {
        onSuccess: () => showToast(done, 'success'),
        onError: (error) => failed(error, 'Failed to save. Please try again.'),
      },
    );

  const toggle = (applicant: Applicant) => {
    const opening = !expanded.has(applicant._id);
    setExpanded((current) => {
      const next = new Set(current);
      if (opening) next.add(applicant._id);
      else next.delete(applicant._id);
      return next;
    });
    if (opening && opensAsReviewing(applicant.status) && !markedSeen.current.has(applicant._id)) {
      markedSeen.current.add(applicant._id);
      // Quietly: the seeker learns it was seen; the employer only notices the status change on the card.
      update.mutate(
        { id: applicant._id, update: { status: 'Reviewing' } },
        { onError: (error) => isConflict(error) && showToast(conflictText, 'warning') },
      );
    }
  };

  const act = (applicant: Applicant, action: StatusAction) => {
    if (action.withMessage && (action.status === 'Offered' || action.status === 'Rejected')) {
      setChange({
        status: action.status,
        name: applicant.seeker.name,
        count: 1,
        missingSkills: applicant.matchBreakdown?.missingSkills,
        ids: [applicant._id],
      });
      return;
    }
    send(applicant, { status: action.status }, `${applicant.seeker.name}: ${action.status}`);
  };

  const moveSelected = (status: EmployerStatus, feedback?: string) => {
    const ids = selectedApplicants.map((applicant) => applicant._id);
    bulk.mutate(
      { ids, status, ...(feedback ? { feedback } : {}) },
      {
        onSuccess: ({ updated, skipped }) => {
          showToast(bulkResultText(status, updated.length, skipped.length), skipped.length > 0 ? 'warning' : 'success');
          setSelected(new Set());
        },
        onError: (error) => failed(error, 'Failed to move the selected applicants. Please try again.'),
      },
    );
  };

  const bulkMove = (status: EmployerStatus) => {
    if (status === 'Offered' || status === 'Rejected') {
      const only = selectedApplicants.length === 1 ? selectedApplicants[0] : undefined;
      setChange({
        status,
        name: only?.seeker.name ?? null,
        count: selectedApplicants.length,
        missingSkills: only?.matchBreakdown?.missingSkills,
        ids: [],
      });
      return;
    }
    moveSelected(status);
  };

  const confirmChange = (feedback: string) => {
    if (!change) return;
    const single =
      change.ids.length === 1 ? applicants.find((applicant) => applicant._id === change.ids[0]) : undefined;
    if (single)
      send(
        single,
        { status: change.status, ...(feedback ? { feedback } : {}) },
        `${single.seeker.name}: ${change.status}`,
      );
    else moveSelected(change.status, feedback);
    setChange(null);
  };

  return (
    <>
      <label className="mb-3 inline-flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-600"
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? shownIds : new Set())}
        />
        Select all shown
      </label>
      <ul className="space-y-4">
        {applicants.map((applicant) => (
          <li key={applicant._id}>
            <ApplicantCard
              applicant={applicant}
              now={now}
              expanded={expanded.has(applicant._id)}
              onToggle={() => toggle(applicant)}
              selected={selected.has(applicant._id)}
              onSelect={(checked) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (checked) next.add(applicant._id);
                  else next.delete(applicant._id);
                  return next;
                })
              }
              saving={update.isPending && update.variables?.id === applicant._id}
              onUpdate={(change) => send(applicant, change, 'Saved')}
              onAction={(action) => act(applicant, action)}
            />
          </li>
        ))}
      </ul>
      {/* After the list and a direct child of the page's column, so it can stick to the bottom of the screen. */}
      {selectedApplicants.length > 0 && (
        <BulkActionBar
          statuses={selectedApplicants.map((applicant) => applicant.status)}
          pending={bulk.isPending}
          onMove={bulkMove}
          onClear={() => setSelected(new Set())}
        />
      )}
      <StatusChangeDialog
        change={change}
        jobTitle={jobTitle}
        pending={update.isPending || bulk.isPending}
        onCancel={() => setChange(null)}
        onConfirm={confirmChange}
      />
    </>
  );
}
