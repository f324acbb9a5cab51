/**
 * A seeded random generator (mulberry32): small, fast and repeatable, for what must come out the same from the same
 * seed — the demo catalogue, benchmark data, property tests whose failing case is replayed from its seed. Not for
 * anything secret.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  /** A number in [0, 1). */
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [0, max). */
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  /** `size` different items (fewer when the list is shorter), in the order drawn. */
  const sample = <T>(list: readonly T[], size: number): T[] => {
    const pool = [...list];
    const chosen: T[] = [];
    while (chosen.length < size && pool.length > 0) chosen.push(pool.splice(int(pool.length), 1)[0] as T);
    return chosen;
  };
  /** One value, each as likely as its weight. */
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  };
  return { next, int, pick, sample, weighted, chance: (probability: number) => next() < probability };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
