import { describe, expect, it } from 'vitest';
import type { Job } from '@orbit/shared/job-contracts';
import { createFakeClock } from '../../lib/clock.ts';
import { createListCache } from './list-cache.ts';

describe('the job list cache', () => {
  const make = (maxEntries = 10) => {
    const clock = createFakeClock();
    return {
      clock,
      cache: createListCache(clock, { ttlMs: 60_000, maxEntries, maxAnswers: maxEntries, maxJobs: 3 }, async () => '1'),
    };
  };
  const counter = () => {
    let calls = 0;
    return { compute: async () => ++calls, calls: () => calls };
  };

  it('computes a key once per catalogue version', async () => {
    const { cache } = make();
    const { compute, calls } = counter();
    expect(await cache.get('count {}', '7', compute)).toBe(1);
    expect(await cache.get('count {}', '7', compute)).toBe(1);
    expect(await cache.get('count {}', '8', compute)).toBe(2);
    expect(await cache.get('count {"type":"contract"}', '8', compute)).toBe(3);
    expect(calls()).toBe(3);
    expect(cache.stats()).toEqual({ hits: 1, misses: 3, entries: 2 });
  });

  it('recomputes after the time to live, on the app clock', async () => {
    const { cache, clock } = make();
    const { compute } = counter();
    await cache.get('k', '1', compute);
    clock.advance(59_999);
    expect(await cache.get('k', '1', compute)).toBe(1);
    clock.advance(1);
    expect(await cache.get('k', '1', compute)).toBe(2);
    // A clock moved back (a test's, or NTP) does not make an entry live forever.
    clock.advance(-120_000);
    expect(await cache.get('k', '1', compute)).toBe(3);
  });

  it('shares one computation between concurrent misses', async () => {
    const { cache } = make();
    let release!: (value: number) => void;
    let calls = 0;
    const slow = () => {
      calls += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = cache.get('k', '1', slow);
    const second = cache.get('k', '1', slow);
    release(42);
    expect(await Promise.all([first, second])).toEqual([42, 42]);
    expect(calls).toBe(1);
  });

  it('does not keep a failed computation', async () => {
    const { cache } = make();
    await expect(cache.get('k', '1', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await cache.get('k', '1', async () => 5)).toBe(5);
  });

  it('drops the least recently used entry beyond its size', async () => {
    const { cache } = make(2);
    const { compute, calls } = counter();
    await cache.get('a', '1', compute);
    await cache.get('b', '1', compute);
    await cache.get('a', '1', compute); // a is now the most recent
    await cache.get('c', '1', compute); // b goes
    expect(cache.stats().entries).toBe(2);
    await cache.get('a', '1', compute);
    expect(calls()).toBe(3);
    await cache.get('b', '1', compute);
    expect(calls()).toBe(4);
  });

  it('recomputes once the value says it stops being true, before the time to live', async () => {
    const { cache, clock } = make();
    const firstExpiry = clock.now().getTime() + 5_000;
    let calls = 0;
    const compute = async () => ({ total: ++calls, liveUntil: firstExpiry });
    const get = () => cache.get('count {}', '1', compute, (value) => value.liveUntil);
    expect((await get()).total).toBe(1);
    clock.advance(4_999);
    expect((await get()).total).toBe(1);
    clock.advance(1);
    expect((await get()).total).toBe(2);
    // null: nothing expires, only the version or the time to live end it.
    expect(
      await cache.get(
        'none',
        '1',
        async () => 'a',
        () => null,
      ),
    ).toBe('a');
    clock.advance(30_000);
    expect(
      await cache.get(
        'none',
        '1',
        async () => 'b',
        () => null,
      ),
    ).toBe('a');
  });

  it('shares one version read among the requests that ask before it is sent, not after', async () => {
    let reads = 0;
    const cache = createListCache(
      createFakeClock(),
      { ttlMs: 60_000, maxEntries: 10, maxAnswers: 10, maxJobs: 3 },
      async () => String(++reads),
    );
    const together = await Promise.all([cache.version(), cache.version(), cache.version()]);
    expect(together).toEqual(['1', '1', '1']);
    // Asked while the first read is under way: a read of its own, which may see a commit the first one missed.
    const first = cache.version();
    await new Promise((resolve) => setImmediate(resolve));
    const later = cache.version();
    expect([await first, await later]).toEqual(['2', '3']);
    expect(reads).toBe(3);
  });

  describe('jobs by id', () => {
    const job = (id: string, expiresAt: Date) => ({ _id: id, expiresAt: expiresAt.toISOString() }) as Job;
    const reader = (clock: { now(): Date }, live: string[]) => {
      const asked: string[][] = [];
      const read = async (ids: string[]) => {
        asked.push(ids);
        return ids
          .filter((id) => live.includes(id))
          .reverse()
          .map((id) => job(id, new Date(clock.now().getTime() + 3_600_000)));
      };
      return { read, asked };
    };

    it('reads only the jobs it does not keep, answers them in the order asked and leaves out the ones not live', async () => {
      const { cache, clock } = make();
      const { read, asked } = reader(clock, ['a', 'b', 'c']);
      expect((await cache.jobsById(['a', 'b'], '1', read)).map((found) => found._id)).toEqual(['a', 'b']);
      expect((await cache.jobsById(['c', 'x', 'a'], '1', read)).map((found) => found._id)).toEqual(['c', 'a']);
      expect(asked).toEqual([
        ['a', 'b'],
        ['c', 'x'],
      ]);
      // A new catalogue version reads them again.
      await cache.jobsById(['a'], '2', read);
      expect(asked.at(-1)).toEqual(['a']);
    });

    it('leaves out a kept job once its time is over', async () => {
      const { cache, clock } = make();
      const read = async (ids: string[]) => ids.map((id) => job(id, new Date(clock.now().getTime() + 1000)));
      expect(await cache.jobsById(['a'], '1', read)).toHaveLength(1);
      clock.advance(1000);
      expect(await cache.jobsById(['a'], '1', async () => [])).toEqual([]);
    });

    it('keeps at most its number of jobs', async () => {
      const { cache, clock } = make();
      const asked: string[][] = [];
      const read = async (ids: string[]) => {
        asked.push(ids);
        return ids.map((id) => job(id, new Date(clock.now().getTime() + 3_600_000)));
      };
      await cache.jobsById(['a', 'b', 'c', 'd'], '1', read);
      // Room for three: the first one read is forgotten.
      await cache.jobsById(['a', 'd'], '1', read);
      expect(asked.at(-1)).toEqual(['a']);
    });
  });
});
