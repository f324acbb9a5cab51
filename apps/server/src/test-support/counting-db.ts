import type { Db } from '../db/client.ts';

/**
 * A database handle that counts the selects made through it, for tests that check how often a cache goes back to
 * the database (ranking reads rows once for many seekers, and again only when a job changes).
 */
export function countingSelects(db: Db): { selects: number; db: Pick<Db, 'select'> } {
  const counter = {
    selects: 0,
    db: { select: (...args: Parameters<Db['select']>) => ((counter.selects += 1), db.select(...args)) } as Pick<
      Db,
      'select'
    >,
  };
  return counter;
}
