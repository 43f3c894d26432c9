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
