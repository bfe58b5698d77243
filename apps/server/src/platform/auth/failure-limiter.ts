/**
 * Counts failures per key inside a sliding window (decisions R21: 10 failed sign-ins in 15
 * minutes). Two stores behind one interface: memory for one process (the default), Redis when
 * REDIS_URL is set so that several processes share the counts (redis-failure-limiter.ts).
 */
export interface FailureLimiter {
  isBlocked(key: string, now: Date): Promise<boolean>;
  /** Milliseconds until the oldest counted failure leaves the window. */
  retryAfterMs(key: string, now: Date): Promise<number>;
  recordFailure(key: string, now: Date): Promise<void>;
  clear(key: string): Promise<void>;
}

const SWEEP_ABOVE_KEYS = 10_000;

export class MemoryFailureLimiter implements FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  async isBlocked(key: string, now: Date): Promise<boolean> {
    return this.recent(key, now).length >= this.maxFailures;
  }

  async retryAfterMs(key: string, now: Date): Promise<number> {
    const [oldest] = this.recent(key, now);
    return oldest === undefined ? 0 : oldest + this.windowMs - now.getTime();
  }

  async recordFailure(key: string, now: Date): Promise<void> {
    this.failures.set(key, [...this.recent(key, now), now.getTime()]);
    if (this.failures.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }

  /** Drops keys whose failures have all left the window, so that memory stays bounded. */
  private sweep(now: Date): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
