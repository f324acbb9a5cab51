import { applicationStatuses, type ApplicationStatus } from '@orbit/shared/application-contracts';
import { canMoveStatus, employerStatuses, type EmployerStatus } from '@orbit/shared/pipeline-contracts';

/** The moves an employer can make, as buttons. Offer and reject go through a dialog with a message to the candidate. */
export interface StatusAction {
  status: EmployerStatus;
  label: string;
  /** Opens the message dialog first (an offer or a rejection deserves words); the others apply at once. */
  withMessage: boolean;
}

const actionLabels: Record<EmployerStatus, string> = {
  Reviewing: 'Mark as reviewing',
  Shortlisted: 'Shortlist',
  Offered: 'Make an offer',
  Rejected: 'Reject',
};

/** The allowed moves from `from` (the shared table), leaving out staying put (Reviewing → Reviewing). */
export function statusActions(from: ApplicationStatus): StatusAction[] {
  return employerStatuses
    .filter((to) => to !== from && canMoveStatus(from, to, 'employer'))
    .map((status) => ({
      status,
      label: actionLabels[status],
      withMessage: status === 'Offered' || status === 'Rejected',
    }));
}

/**
 * Opening an application for the first time while it is Applied or Pending moves it to Reviewing, so the seeker sees
 * it was seen.
 */
export const opensAsReviewing = (status: ApplicationStatus): boolean => status === 'Applied' || status === 'Pending';

/** How many of the selected applications may move to `to` (the server skips the rest). */
export const movableCount = (statuses: readonly ApplicationStatus[], to: EmployerStatus): number =>
  statuses.filter((from) => from !== to && canMoveStatus(from, to, 'employer')).length;

/** The bulk targets at least one selected application may move to. */
export const bulkTargets = (statuses: readonly ApplicationStatus[]): EmployerStatus[] =>
  employerStatuses.filter((to) => movableCount(statuses, to) > 0);

export const isApplicationStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (applicationStatuses as readonly string[]).includes(value);

/** The filter chips: All, then each status that has applications, in the pipeline's order. */
export function statusChips(
  counts: Record<string, number>,
): { status: ApplicationStatus | null; label: string; count: number }[] {
  const total = applicationStatuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
  return [
    { status: null, label: 'All', count: total },
    ...applicationStatuses
      .filter((status) => (counts[status] ?? 0) > 0)
      .map((status) => ({ status, label: status, count: counts[status] ?? 0 })),
  ];
}

/** What a bulk move did, in words ('3 moved to Shortlisted; 1 skipped: its status does not allow it'). */
export function bulkResultText(to: EmployerStatus, updated: number, skipped: number): string {
  const moved = `${updated} ${updated === 1 ? 'applicant' : 'applicants'} moved to ${to}`;
  if (skipped === 0) return moved;
  return `${moved}; ${skipped} skipped (their status does not allow it, or they withdrew)`;
}

/** The page asked for in the address: a whole number from 1, else 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
