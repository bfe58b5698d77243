import { randomUUID } from 'node:crypto';

/**
 * Counts attempts per key inside a sliding window (docs/product/people-and-clients.md#passwords: 10 failed sign-ins in 15
 * minutes). An attempt is reserved before the work it guards (a password check, a reset e-mail),
 * so that the limit holds exactly however many requests arrive at once (docs/product/http-contract.md#rate-limits); an attempt that
 * turns out not to be a failure is released. Two stores behind one interface: memory for one
 * process (the default), Redis when REDIS_URL is set (redis-failure-limiter.ts).
 */
export interface FailureLimiter {
  /** Counts one attempt, or answers null when the key has used up the window's attempts. */
  reserve(key: string, now: Date): Promise<Reservation | null>;
  /** Takes back a reserved attempt that was not a failure. */
  release(key: string, reservation: Reservation): Promise<void>;
  /** Milliseconds until the oldest counted attempt leaves the window. */
  retryAfterMs(key: string, now: Date): Promise<number>;
  clear(key: string): Promise<void>;
}

/** One reserved attempt, as the store knows it. */
export type Reservation = string;

const SWEEP_ABOVE_KEYS = 10_000;

interface Attempt {
  at: number;
  id: Reservation;
}

export class MemoryFailureLimiter implements FailureLimiter {
  private readonly attempts = new Map<string, Attempt[]>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
  ) {}

  // Nothing awaits between the count and the addition: one process cannot overshoot.
  async reserve(key: string, now: Date): Promise<Reservation | null> {
    const recent = this.recent(key, now);
    if (recent.length >= this.maxAttempts) return null;
    const id = randomUUID();
    this.attempts.set(key, [...recent, { at: now.getTime(), id }]);
    if (this.attempts.size > SWEEP_ABOVE_KEYS) this.sweep(now);
    return id;
  }

  async release(key: string, reservation: Reservation): Promise<void> {
    const kept = (this.attempts.get(key) ?? []).filter((attempt) => attempt.id !== reservation);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
  }

  async retryAfterMs(key: string, now: Date): Promise<number> {
    const [oldest] = this.recent(key, now);
    return oldest === undefined ? 0 : oldest.at + this.windowMs - now.getTime();
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  /** Drops keys whose attempts have all left the window, so that memory stays bounded. */
  private sweep(now: Date): void {
    for (const key of [...this.attempts.keys()]) this.recent(key, now);
  }

  private recent(key: string, now: Date): Attempt[] {
    const since = now.getTime() - this.windowMs;
    const kept = (this.attempts.get(key) ?? []).filter((attempt) => attempt.at > since);
    if (kept.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, kept);
    return kept;
  }
}
