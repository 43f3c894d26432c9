import { countDayVotes } from './count-day';
import type { DayReport } from './count-day';
import { flagPosts } from './flags';
import type { PostFlag } from './flags';
import type { ThreadInput } from './input';
import { instant } from './time';

export interface ThreadReport {
  /** One report per day phase that has started (by `asOf` when given), in timeline order. */
  readonly days: readonly DayReport[];
  readonly flags: readonly PostFlag[];
}

export function analyzeThread(input: ThreadInput): ThreadReport {
  const asOf = input.asOf === undefined ? Number.POSITIVE_INFINITY : instant(input.asOf);
  const days = input.phases
    .filter((phase) => phase.kind === 'day' && instant(phase.startsAt) <= asOf)
    .map((phase) => countDayVotes(input, phase.number));
  return { days, flags: flagPosts(input) };
}
