/**
 * The globe's six regional markers (spec "Home"). Each has the location keyword its pop-up count comes from:
 * the real number of live jobs in that region (GET /api/jobs?location=<region>&limit=1; the server expands a region
 * name to its countries and cities, see @orbit/shared/world-regions).
 * x/y are positions on the 400×400 globe drawing.
 */
export interface GlobeRegion {
  name: string;
  keyword: string;
  x: number;
  y: number;
}

export const globeRegions: readonly GlobeRegion[] = [
  { name: 'North America', keyword: 'North America', x: 120, y: 145 },
  { name: 'Europe', keyword: 'Europe', x: 212, y: 118 },
  { name: 'Africa', keyword: 'Africa', x: 218, y: 218 },
  { name: 'Asia', keyword: 'Asia', x: 292, y: 140 },
  { name: 'Australia', keyword: 'Australia', x: 305, y: 272 },
  { name: 'South America', keyword: 'South America', x: 150, y: 262 },
];

/** Spec section 9: the pop-up shows for 6000 ms; then a pause before the next region. */
export const popupMs = 6000;
export const popupGapMs = 3000;
export const firstPopupDelayMs = 2500;

/** Spec: the region, a dash, the number and 'Jobs Matched!'. */
export const popupText = (region: string, count: number): string => `${region} - ${count} Jobs Matched!`;

/** Where a pop-up sits over the drawing, in percent, kept inside the box. */
export function popupPosition(region: GlobeRegion): { left: string; top: string } {
  const clamp = (value: number) => Math.min(78, Math.max(22, value));
  return { left: `${clamp((region.x / 400) * 100)}%`, top: `${Math.max(4, (region.y / 400) * 100 - 16)}%` };
}
