/** Axis and bar labels: the size of the page's small print, whatever the chart's width. */
export const chartFontSize = 12;

/** The ticks of a count axis: whole numbers only (a day has 1 view or 2, never 0.4). */
export const countTicks = (scale: { ticks: (count?: number) => number[] }, wanted: number): number[] =>
  scale.ticks(wanted).filter((tick) => Number.isInteger(tick));

/** As many date ticks as fit, one per 80 px or so, at least two. */
export const dateTickCount = (innerWidth: number): number => Math.max(2, Math.floor(innerWidth / 80));
