import type { CastBallot, Contribution, PollSpec, TargetBreakdown } from './types';
import { ABSTAIN } from './types';
import { applyAdjustment } from './adjustments';
import { type Counting, rememberCounting, rememberedCounting } from './counting-memo';
import { ballotWeight, countedOptionIds, findSlot, findVoter, optionCounts, voterCounts } from './spec';

export type { Counting } from './counting-memo';

const sum = (cs: Contribution[]): number => cs.reduce((s, c) => s + c.counted, 0);

/**
 * The full recount, from scratch: the reference the incremental path (./incremental-count) must
 * always equal. Turns ballots into totals per option. Ballots of voters no longer listed or excluded, and
 * ballots on excluded options, do not count (seed 002 Sheriff, seed 003 arrest). The poll's
 * adjustments then run per target in declared order, and every change is kept in `steps`.
 */
export const recountBallots = (spec: PollSpec, ballots: readonly CastBallot[]): Counting => {
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

/**
 * Counts a poll. Poll states are immutable and share their `ballots` array until a ballot changes,
 * so a counting is remembered per array (and spec); a cast or withdraw derives the new array's
 * counting from the old one (./incremental-count) instead of recounting every ballot (issue #22).
 */
export const countBallots = (spec: PollSpec, ballots: readonly CastBallot[]): Counting =>
  rememberedCounting(spec, ballots) ?? rememberCounting(spec, ballots, recountBallots(spec, ballots));
