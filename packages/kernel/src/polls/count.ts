import type { CastBallot, Contribution, OptionTotal, PollSpec, TargetBreakdown } from './types';
import { ABSTAIN } from './types';
import { applyAdjustment } from './adjustments';
import { ballotWeight, countedOptionIds, findSlot, findVoter, optionCounts, voterCounts } from './spec';

export interface Counting {
  totals: OptionTotal[];
  breakdown: TargetBreakdown[];
}

const sum = (cs: Contribution[]): number => cs.reduce((s, c) => s + c.counted, 0);

/**
 * Turns ballots into totals per option. Ballots of voters no longer listed or excluded, and
 * ballots on excluded options, do not count (seed 002 Sheriff, seed 003 arrest). The poll's
 * adjustments then run per target in declared order, and every change is kept in `steps`.
 */
export const countBallots = (spec: PollSpec, ballots: readonly CastBallot[]): Counting => {
  const byOption = new Map<string, Contribution[]>(countedOptionIds(spec).map((id) => [id, []]));
  for (const ballot of ballots) {
    const voter = findVoter(spec, ballot.voter);
    if (voter === undefined || !voterCounts(spec, voter)) continue;
    const weight = ballotWeight(findSlot(spec, ballot.slot), voter);
    for (const target of ballot.targets) {
      if (target === ABSTAIN || !optionCounts(spec, target)) continue;
      byOption.get(target)?.push({
        voter: voter.seat,
        slot: ballot.slot,
        group: voter.group ?? null,
        seq: ballot.seq,
        weight,
        counted: weight,
      });
    }
  }
  const breakdown: TargetBreakdown[] = [...byOption].map(([option, contributions]) => {
    const sorted = [...contributions].sort((a, b) => a.seq - b.seq);
    const raw = sum(sorted);
    const steps: TargetBreakdown['steps'] = [];
    (spec.adjustments ?? []).forEach((adj, index) => {
      const before = sum(sorted);
      applyAdjustment(spec, adj, option, sorted);
      const after = sum(sorted);
      if (after !== before) steps.push({ adjustment: index, kind: adj.kind, before, after });
    });
    return { option, raw, total: sum(sorted), contributions: sorted, steps };
  });
  return { totals: breakdown.map(({ option, total }) => ({ option, total })), breakdown };
};
