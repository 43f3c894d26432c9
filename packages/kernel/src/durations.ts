/**
 * Bounds of every duration and deadline a game can hold (issue #13: a phase length of 2^53−1 or a
 * deadline of 9e15 made an invalid date, and resuming that game took the server down). No real
 * game step lasts a month; a larger value is a mistake or an attack, refused before it is stored.
 */
export const MAX_DURATION_MS = 30 * 86_400_000;

/** A step duration (ms) the kernel accepts: an integer from 0 to `MAX_DURATION_MS`. */
export function isBoundedDuration(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DURATION_MS;
}

/** A deadline (ms since epoch) the kernel accepts at `now`: not negative, at most `MAX_DURATION_MS` ahead. */
export function isBoundedDeadline(deadline: number, now: number): boolean {
  return Number.isInteger(deadline) && deadline >= 0 && deadline <= now + MAX_DURATION_MS;
}
