import type { CastBallot, Contribution, PollSpec, TargetBreakdown } from './types';
import { ABSTAIN } from './types';
import { countBallots } from './count';
import { rememberCounting, rememberedCounting } from './counting-memo';
import { ballotWeight, findSlot, findVoter, optionCounts, voterCounts } from './spec';

const sum = (cs: readonly Contribution[]): number => cs.reduce((s, c) => s + c.counted, 0);

/** The rows one ballot adds, exactly as the full recount (./count) builds them. */
const contributionsOf = (spec: PollSpec, ballot: CastBallot): Map<string, Contribution> => {
  const rows = new Map<string, Contribution>();
  const voter = findVoter(spec, ballot.voter);
  if (voter === undefined || !voterCounts(spec, voter)) return rows;
  const weight = ballotWeight(findSlot(spec, ballot.slot), voter);
  for (const target of ballot.targets) {
    if (target === ABSTAIN || !optionCounts(spec, target)) continue;
    rows.set(target, { voter: voter.seat, slot: ballot.slot, group: voter.group ?? null, seq: ballot.seq, weight, counted: weight });
  }
  return rows;
};

const isRowOf = (c: Contribution, ballot: CastBallot): boolean =>
  c.seq === ballot.seq && c.voter === ballot.voter && c.slot === ballot.slot;

/**
 * Issue #22: a cast or withdraw changes the rows of its own targets only, so the counting of the
 * new `ballots` array is derived from the old one's in time proportional to those rows, not to
 * the whole poll. Only for polls without adjustments: an adjustment (cap, barrier, offset) reads
 * every row of a target and rewrites `counted`, so those polls keep the full recount. Without a
 * remembered counting of `before`, nothing is derived (the next count recounts). The result is
 * the full recount's, row for row (test/polls/incremental-count.test.ts checks it on random polls).
 */
export const deriveCounting = (
  spec: PollSpec,
  before: readonly CastBallot[],
  after: readonly CastBallot[],
  change: { removed?: CastBallot; added?: CastBallot },
): void => {
  if ((spec.adjustments ?? []).length > 0) return;
  // A poll's first ballot: the counting of no ballots is a cheap recount (and then remembered).
  const old = rememberedCounting(spec, before) ?? (before.length === 0 ? countBallots(spec, before) : undefined);
  if (old === undefined) return;
  const added = change.added === undefined ? new Map<string, Contribution>() : contributionsOf(spec, change.added);
  const removed = change.removed;
  let valid = true;
  const breakdown: TargetBreakdown[] = old.breakdown.map((row) => {
    if (!added.has(row.option) && !(removed?.targets.includes(row.option) ?? false)) return row;
    let contributions = removed === undefined ? row.contributions : row.contributions.filter((c) => !isRowOf(c, removed));
    const add = added.get(row.option);
    if (add !== undefined) {
      // Rows stay in ballot order: a new ballot's seq is past every earlier one's.
      const last = contributions[contributions.length - 1];
      if (last !== undefined && last.seq > add.seq) valid = false;
      contributions = [...contributions, add];
    }
    const total = sum(contributions);
    return { option: row.option, raw: total, total, contributions, steps: [] };
  });
  if (!valid) return;
  // An untouched row keeps its total's object too (old.totals is built row for row from old.breakdown).
  const totals = breakdown.map((row, i) => (row === old.breakdown[i] ? (old.totals[i] ?? { option: row.option, total: row.total }) : { option: row.option, total: row.total }));
  rememberCounting(spec, after, { totals, breakdown });
};
