import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('drops the least recently used entry when full', () => {
    const lru = new LruMap<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // 'b' is now the oldest
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('take removes the entry; deleteIf only removes the value it names', () => {
    const lru = new LruMap<string, { n: number }>(3);
    const first = { n: 1 };
    lru.set('k', first);
    expect(lru.take('k')).toBe(first);
    expect(lru.size).toBe(0);
    const second = { n: 2 };
    lru.set('k', second);
    lru.deleteIf('k', first);
    expect(lru.get('k')).toBe(second);
    lru.deleteIf('k', second);
    expect(lru.get('k')).toBeUndefined();
  });

  it('refuses a size below one', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});
