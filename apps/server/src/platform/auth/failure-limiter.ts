/**
 * Counts failures per key inside a sliding window (decisions R21: 10 failed sign-ins in 15
 * minutes). In memory for one process; a shared store can replace it when several serve.
 */
const SWEEP_ABOVE_KEYS = 10_000;

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(key: string, now: Date): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  /** Milliseconds until the oldest counted failure leaves the window. */
  retryAfterMs(key: string, now: Date): number {
    const [oldest] = this.recent(key, now);
    return oldest === undefined ? 0 : oldest + this.windowMs - now.getTime();
  }

  recordFailure(key: string, now: Date): void {
    this.failures.set(key, [...this.recent(key, now), now.getTime()]);
    if (this.failures.size > SWEEP_ABOVE_KEYS) this.sweep(now);
  }

  /** Drops keys whose failures have all left the window, so that memory stays bounded. */
  private sweep(now: Date): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: Date): number[] {
    const since = now.getTime() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
