/**
 * A fixed-window rate limiter kept in this process's memory. With several server processes each
 * one counts separately, so the effective limit is per process (documented in the README): good
 * enough to stop password guessing and post floods without another moving part.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one attempt; false when the key has used up its window. */
  take(key: string, now: number): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      this.sweep(now);
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Milliseconds until the key may try again. */
  retryAfter(key: string, now: number): number {
    const window = this.windows.get(key);
    return window ? Math.max(0, window.start + this.windowMs - now) : 0;
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * Token buckets per key, kept in this process's memory like `RateLimiter`: each key may spend
 * `capacity` at once and earns `perSecond` back. Game commands use one per account and one per game
 * (issue #13: 1,000 vote toggles from one account grew every member's view 45-fold).
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    readonly capacity: number,
    readonly perSecond: number,
  ) {}

  /** Spends one token; false (and nothing spent) when the key has none left. */
  take(key: string, now: number): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    const tokens = Math.min(this.capacity, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * this.perSecond);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return false;
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    this.sweep(now);
    return true;
  }

  private sweep(now: number): void {
    if (this.buckets.size < 10_000) return;
    // A bucket that has refilled completely is the same as no bucket.
    const full = (this.capacity / this.perSecond) * 1000;
    for (const [key, bucket] of this.buckets) if (now - bucket.at >= full) this.buckets.delete(key);
  }
}
