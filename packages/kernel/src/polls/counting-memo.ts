import type { CastBallot, OptionTotal, PollSpec, TargetBreakdown } from './types';

/** Totals per option and how each came about: what `countBallots` returns. */
export interface Counting {
  totals: OptionTotal[];
  breakdown: TargetBreakdown[];
}

/**
 * Countings remembered per `ballots` array. Keyed weakly, so a dropped state frees its counting;
 * the spec is checked too because a spec change (voters, exclusions) keeps the same ballots array.
 * This is a cache of a pure function of (spec, ballots): it never changes a result, only its cost.
 * Callers must treat a counting as read-only (it is shared between states).
 */
const remembered = new WeakMap<readonly CastBallot[], { spec: PollSpec; counting: Counting }>();

export const rememberedCounting = (spec: PollSpec, ballots: readonly CastBallot[]): Counting | undefined => {
  const hit = remembered.get(ballots);
  return hit !== undefined && hit.spec === spec ? hit.counting : undefined;
};

export const rememberCounting = (spec: PollSpec, ballots: readonly CastBallot[], counting: Counting): Counting => {
  remembered.set(ballots, { spec, counting });
  return counting;
};
