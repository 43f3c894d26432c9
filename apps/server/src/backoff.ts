/**
 * The scheduler's pace while the database is away (issue #13: it logged ten lines every 250 ms).
 * The first failure is logged once, passes are then skipped for a delay that doubles up to a cap
 * (~30 s), and the first success after failures is logged as the recovery.
 */
export class Backoff {
  private failures = 0;
  private resumeAt = 0;

  constructor(
    private readonly baseMs: number,
    private readonly capMs = 30_000,
  ) {}

  /** Whether a pass may run at `now`. */
  ready(now: number): boolean {
    return now >= this.resumeAt;
  }

  /** Records a failed pass; `first` is true for the first failure of an outage (log it). */
  failed(now: number): { first: boolean; delayMs: number } {
    this.failures += 1;
    const delayMs = Math.min(this.capMs, this.baseMs * 2 ** Math.min(this.failures, 20));
    this.resumeAt = now + delayMs;
    return { first: this.failures === 1, delayMs };
  }

  /** Records a good pass; returns how many passes had failed before it (0: nothing to report). */
  succeeded(): number {
    const failed = this.failures;
    this.failures = 0;
    this.resumeAt = 0;
    return failed;
  }
}
