import type { CastBallot, Contribution, OptionTotal, PollSpec, TargetBreakdown } from './types';
import { ABSTAIN } from './types';
import { type Counting, rememberCounting, rememberedCounting } from './counting-memo';
import { ballotWeight, countedOptionIds, findSlot, findVoter, optionCounts, voterCounts } from './spec';

/** Left to right from 0, as the full recount (./count) sums a row: the same float for the same rows. */
const sum = (cs: readonly Contribution[]): number => {
  let total = 0;
  for (const c of cs) total += c.counted;
  return total;
};

/** Where an option's row is in a counting (rows follow `countedOptionIds`); -1 for an option without one. */
export const rowIndex = (breakdown: readonly TargetBreakdown[], option: string): number => {
  for (let i = 0; i < breakdown.length; i++) if (breakdown[i]?.option === option) return i;
  return -1;
};

export const isRowOf = (c: Contribution, ballot: CastBallot): boolean =>
  c.seq === ballot.seq && c.voter === ballot.voter && c.slot === ballot.slot;

/**
 * A poll's first ballot derives from the counting of no ballots: without adjustments, a row of
 * zero for every counted option, as the recount gives it (built directly: the recount's maps and
 * sorts cost more than the rest of a ballot).
 */
const emptyCounting = (spec: PollSpec): Counting => {
  const options = countedOptionIds(spec);
  const totals: OptionTotal[] = [];
  const breakdown: TargetBreakdown[] = [];
  for (const option of options) {
    totals.push({ option, total: 0 });
    breakdown.push({ option, raw: 0, total: 0, contributions: [], steps: [] });
  }
  return { totals, breakdown };
};

/** A counting being derived: rows and totals are copied once, on the first row that changes. */
class Derived {
  breakdown: TargetBreakdown[];
  totals: OptionTotal[];
  private copied = false;

  constructor(readonly old: Counting) {
    this.breakdown = old.breakdown;
    this.totals = old.totals;
  }

  setRow(i: number, option: string, contributions: Contribution[]): void {
    if (!this.copied) {
      this.breakdown = this.breakdown.slice();
      this.totals = this.totals.slice();
      this.copied = true;
    }
    const total = sum(contributions);
    this.breakdown[i] = { option, raw: total, total, contributions, steps: [] };
    this.totals[i] = { option, total };
  }
}

/**
 * Issue #22: a cast or withdraw changes the rows of its own targets only, so the counting of the
 * new `ballots` array is derived from the old one's in time proportional to those rows, not to
 * the whole poll: the other rows and their totals are the old objects. A replacement (the voter's
 * previous ballot out, the new one in) is one derivation. Only for polls without adjustments: an
 * adjustment (cap, barrier, offset) reads every row of a target and rewrites `counted`, so those
 * polls keep the full recount. Without a remembered counting of `before`, nothing is derived (the
 * next count recounts). The result is the full recount's, row for row
 * (test/polls/incremental-count.test.ts checks it on random polls); it is remembered for `after`
 * and returned (undefined when nothing was derived). `after` is `before` less `removed` (the
 * ballot withdrawn or replaced) plus `added` (the ballot cast), either may be absent.
 */
export const deriveCounting = (
  spec: PollSpec,
  before: readonly CastBallot[],
  after: readonly CastBallot[],
  removed: CastBallot | undefined,
  added: CastBallot | undefined,
): Counting | undefined => {
  if (spec.adjustments !== undefined && spec.adjustments.length > 0) return undefined;
  const old = rememberedCounting(spec, before) ?? (before.length === 0 ? emptyCounting(spec) : undefined);
  if (old === undefined) return undefined;
  const next = new Derived(old);
  if (removed !== undefined) {
    // Every named option's row is rebuilt, as the recount would build it without this ballot.
    for (const target of removed.targets) {
      const i = rowIndex(next.breakdown, target);
      const row = next.breakdown[i];
      if (row === undefined) continue;
      next.setRow(i, target, row.contributions.filter((c) => !isRowOf(c, removed)));
    }
  }
  if (added !== undefined) {
    // The rows the recount would give this ballot: a listed, counted voter's weight on each counted option.
    const voter = findVoter(spec, added.voter);
    if (voter !== undefined && voterCounts(spec, voter)) {
      const weight = ballotWeight(findSlot(spec, added.slot), voter);
      const group = voter.group ?? null;
      for (const target of added.targets) {
        if (target === ABSTAIN || !optionCounts(spec, target)) continue;
        const i = rowIndex(next.breakdown, target);
        const row = next.breakdown[i];
        if (row === undefined) continue;
        // Rows stay in ballot order: a new ballot's seq is past every earlier one's (else: recount later).
        const last = row.contributions[row.contributions.length - 1];
        if (last !== undefined && last.seq > added.seq) return undefined;
        const contribution: Contribution = { voter: voter.seat, slot: added.slot, group, seq: added.seq, weight, counted: weight };
        next.setRow(i, target, [...row.contributions, contribution]);
      }
    }
  }
  return rememberCounting(spec, after, { totals: next.totals, breakdown: next.breakdown });
};
