import type { MatchColour } from '@orbit/shared/job-display';

/** Tinted backgrounds with dark text of the same hue: the figure stays readable (AA) on every colour. */
const tones: Record<MatchColour, string> = {
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-500/40',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  orange: 'bg-orange-50 text-orange-900 ring-orange-600/25',
};

const dots: Record<MatchColour, string> = {
  green: 'bg-green-600',
  yellow: 'bg-amber-400',
  red: 'bg-red-600',
  blue: 'bg-blue-600',
  orange: 'bg-orange-500',
};

const clampPercent = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));

/** How a score reads aloud and on cards: '87% match'. */
export const matchPercentLabel = (score: number): string => `${clampPercent(score)}% match`;

/**
 * A match score as text on a tint. The colour comes from the caller (`matchColour(score, scale)`) because the spec's
 * thresholds differ per place; the percentage is always written out, so colour is never the only cue.
 * 'sm': the pill on job cards; 'lg': the 'Match Score' block in the job page header.
 */
export function MatchBadge({
  score,
  colour,
  size = 'sm',
  className = '',
}: {
  score: number;
  colour: MatchColour;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  if (size === 'lg') {
    return (
      <div
        data-colour={colour}
        className={`inline-flex flex-col rounded-xl px-4 py-2 ring-1 ${tones[colour]} ${className}`}
      >
        <span className="text-xs font-semibold tracking-wide uppercase">Match Score</span>
        <span className="text-2xl leading-tight font-bold">{clampPercent(score)}%</span>
      </div>
    );
  }
  return (
    <span
      data-colour={colour}
      className={`inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[colour]} ${className}`}
    >
      <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dots[colour]}`} />
      {matchPercentLabel(score)}
    </span>
  );
}
