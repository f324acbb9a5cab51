import { smallFigureFloor, type PeopleCount, type PeoplePart } from '@orbit/shared/talent-stats-contracts';

/**
 * Publishing counts of people without exposing a handful of them. A count under 10 is never sent; and where counts
 * split a total that is sent (seekers by region), hiding the small ones is not enough, since the total minus the
 * others gives them back: what the hidden parts add up to must itself be 0 or at least 10.
 */

/** One count on its own: exact from 10 up, otherwise null. */
export const publishCount = (count: number): PeopleCount => (count >= smallFigureFloor ? count : null);

/**
 * The parts of a total (each person in exactly one part), published beside `publishCount(total)`. While the hidden
 * parts add up to between 1 and 9, the smallest part still shown is withheld too (the first of equals, so the result
 * depends on nothing but the counts). When the total itself is hidden, so is every part.
 */
export function publishParts(total: number, parts: readonly number[]): PeoplePart[] {
  const shown = parts.map((count) => publishCount(total) !== null && count >= smallFigureFloor);
  const withheld = parts.map(() => false);
  const hiddenSum = () => parts.reduce((sum, count, index) => (shown[index] ? sum : sum + count), 0);
  while (hiddenSum() > 0 && hiddenSum() < smallFigureFloor) {
    let smallest = -1;
    parts.forEach((count, index) => {
      if (shown[index] && (smallest === -1 || count < parts[smallest]!)) smallest = index;
    });
    if (smallest === -1) break;
    shown[smallest] = false;
    withheld[smallest] = true;
  }
  return parts.map((count, index) => ({ count: shown[index] ? count : null, withheld: withheld[index]! }));
}
