import type { CastBallot, PollState } from './types';
import { countBallots } from './count';
import { countedOptionIds, slotsOf } from './spec';

export interface TimelinePoint {
  at: number;
  total: number;
}

export interface OptionSeries {
  option: string;
  /** One point each time the option's counted total changed, in history order. */
  points: TimelinePoint[];
}

/**
 * Replays the history into a per-option time series for vote-count charts. Totals are counted
 * with the poll's current spec (voters, exclusions, adjustments). A replacement recorded at one
 * `at` (withdraw + cast) yields a single point.
 */
export const pollTimeline = (poll: PollState): OptionSeries[] => {
  const series: OptionSeries[] = countedOptionIds(poll.spec).map((option) => ({ option, points: [] }));
  let ballots: CastBallot[] = [];
  let last = new Map<string, number>();
  const history = poll.history.toArray();
  history.forEach((entry, seq) => {
    ballots = ballots.filter((b) => !(b.voter === entry.voter && b.slot === entry.slot));
    if (entry.kind === 'cast') ballots.push({ voter: entry.voter, slot: entry.slot, targets: entry.targets, at: entry.at, seq });
    const next = history[seq + 1];
    if (next !== undefined && next.at === entry.at && next.voter === entry.voter && next.slot === entry.slot) return;
    const totals = new Map(countBallots(poll.spec, ballots).totals.map((t) => [t.option, t.total]));
    for (const s of series) {
      const total = totals.get(s.option) ?? 0;
      if (total !== (last.get(s.option) ?? 0)) s.points.push({ at: entry.at, total });
    }
    last = totals;
  });
  return series;
};

/** Voters who have not yet filled every slot open to all voters (extra-ballot slots are optional). */
export const pendingVoters = (poll: PollState): string[] => {
  const required = slotsOf(poll.spec).filter((s) => s.holders === undefined);
  return poll.spec.voters
    .filter((v) => required.some((s) => !poll.ballots.some((b) => b.voter === v.seat && b.slot === s.id)))
    .map((v) => v.seat);
};
