/**
 * A Map used as a least-recently-used store of at most `max` entries. A Map keeps insertion order, so re-inserting
 * an entry on use makes the first key the least recently used one, which is the one dropped when full.
 */
export class LruMap<K, V> {
  readonly #map = new Map<K, V>();
  readonly #max: number;

  constructor(max: number) {
    if (!(max >= 1)) throw new RangeError('an LRU map holds at least one entry');
    this.#max = max;
  }

  /** The value, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  /** Takes the entry out: the caller puts it back with `set` when it is still good, as the most recent. */
  take(key: K): V | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) this.#map.delete(key);
    return value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    while (this.#map.size > this.#max) this.#map.delete(this.#map.keys().next().value as K);
  }

  /** Deletes the entry only if it still holds this value (a newer one put in meanwhile stays). */
  deleteIf(key: K, value: V): void {
    if (this.#map.get(key) === value) this.#map.delete(key);
  }

  clear(): void {
    this.#map.clear();
  }

  get size(): number {
    return this.#map.size;
  }
}
