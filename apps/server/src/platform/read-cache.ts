import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './db/change-feed.js';
import type { Clock } from './deps.js';

interface Kept<Value> {
  value: Value;
  generation: number;
  readAt: number;
}

/** `max` entries, or as many as fit in `maxSize` by `sizeOf`. */
export type ReadCacheBounds<Value> = { max: number } | { maxSize: number; sizeOf: (value: Value) => number };

/**
 * What this process read from the database, kept for at most `ttlMs` (READ_CACHE_TTL) and only
 * while no change to the data has come in since the read began (docs/decisions/0017-read-cache.md). Nothing is served
 * while the change feed is not listening, and a TTL of 0 turns the cache off.
 */
export class ReadCache<Value extends object | string> {
  private readonly kept: LRUCache<string, Kept<Value>>;

  constructor(
    private readonly changes: ChangeFeed,
    private readonly clock: Clock,
    private readonly ttlMs: number,
    bounds: ReadCacheBounds<Value>,
  ) {
    this.kept = new LRUCache<string, Kept<Value>>(
      'max' in bounds
        ? { max: bounds.max }
        : { maxSize: bounds.maxSize, sizeCalculation: (kept) => bounds.sizeOf(kept.value) },
    );
  }

  private get usable(): boolean {
    return this.ttlMs > 0 && this.changes.listening;
  }

  get(key: string): Value | undefined {
    if (!this.usable) return undefined;
    const kept = this.kept.get(key);
    if (!kept) return undefined;
    const fresh = kept.generation === this.changes.generation && this.clock.now().getTime() - kept.readAt < this.ttlMs;
    if (fresh) return kept.value;
    this.kept.delete(key);
    return undefined;
  }

  /**
   * Call before reading from the database. The function it gives keeps the value read, unless a
   * change came in meanwhile: the read may then have seen the data before it.
   */
  reading(): (key: string, value: Value) => void {
    const generation = this.changes.generation;
    const readAt = this.clock.now().getTime();
    return (key, value) => {
      if (this.usable && generation === this.changes.generation) this.kept.set(key, { value, generation, readAt });
    };
  }
}
