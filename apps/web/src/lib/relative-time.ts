/**
 * 'in 42 minutes', 'in 3 hours', '5 minutes ago' — how far a moment is from now, in the largest unit that reads
 * naturally. Shared by the dashboard's Autopilot card and the Autopilot screens (next scan, proposal expiry, when
 * "Scan now" comes back), so both say the same thing about the same moment.
 */
const format = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export function relativeTimeLabel(target: Date | string, now: Date): string {
  const at = typeof target === 'string' ? new Date(target) : target;
  const diff = at.getTime() - now.getTime();
  if (Number.isNaN(diff)) return '';
  const size = Math.abs(diff);
  // Under a minute either way: 'now' rather than 'in 0 minutes' or 'in 37 seconds' that is stale at once.
  if (size < minuteMs) return format.format(0, 'second');
  if (size < hourMs) return format.format(Math.round(diff / minuteMs), 'minute');
  if (size < dayMs) return format.format(Math.round(diff / hourMs), 'hour');
  return format.format(Math.round(diff / dayMs), 'day');
}
