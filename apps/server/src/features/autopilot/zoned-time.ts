/**
 * Days and weeks in the seeker's time zone: the daily cap resets at their midnight, not the server's, and the week
 * starts on their Monday. Worked out with Intl (Node ships the full zone database), so daylight saving is right.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? 'Mon'),
  };
}

/** The zone's offset from UTC at that instant, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const wall = wallClock(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local date's midnight happens in the zone (the first instant of that local day). */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  // Two passes settle the offset even when midnight falls next to a daylight-saving change.
  let instant = guess - offsetMs(new Date(guess), timeZone);
  instant = guess - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

export function startOfLocalDay(now: Date, timeZone: string): Date {
  const wall = wallClock(now, timeZone);
  return localMidnight(wall.year, wall.month, wall.day, timeZone);
}

/** The start of the local week (Monday 00:00 in the zone). */
export function startOfLocalWeek(now: Date, timeZone: string): Date {
  const wall = wallClock(now, timeZone);
  const monday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - wall.weekday));
  return localMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone);
}

/** The start of the next local day. */
export function startOfNextLocalDay(now: Date, timeZone: string): Date {
  const wall = wallClock(now, timeZone);
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  return localMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), timeZone);
}

/** The start of the next local week. */
export function startOfNextLocalWeek(now: Date, timeZone: string): Date {
  const wall = wallClock(now, timeZone);
  const monday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - wall.weekday + 7));
  return localMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone);
}
