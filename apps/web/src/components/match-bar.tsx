import type { MatchColour } from '@orbit/shared/job-display';

const fills: Record<MatchColour, string> = {
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  yellow: 'bg-amber-400',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
};

/**
 * A match score as a labelled bar. The colour comes from the caller (`matchColour(score, scale)`) because the
 * spec's thresholds differ per place; the percentage is always written out, so colour is never the only cue.
 */
export function MatchBar({
  score,
  colour,
  className = '',
}: {
  score: number;
  colour: MatchColour;
  className?: string;
}) {
  const percent = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <div className={className} data-colour={colour}>
      <div className="flex items-center justify-between text-xs font-medium text-slate-600">
        <span>Match</span>
        <span className="font-semibold text-slate-800">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Match score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% match`}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${fills[colour]}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
