import { normaliseApplicationStatus, statusColour, type StatusColour } from '@orbit/shared/application-contracts';

/** Tints with text dark enough for WCAG AA on their own background. */
const tones: Record<StatusColour, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  green: 'bg-green-50 text-green-800 ring-green-200',
};

/** An application's status with the spec's colour (Applied blue, Pending/Reviewing yellow, …). */
export function ApplicationStatusBadge({ status }: { status: string }) {
  const label = normaliseApplicationStatus(status);
  return (
    <span
      data-colour={statusColour(label)}
      className={`inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[statusColour(label)]}`}
    >
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
