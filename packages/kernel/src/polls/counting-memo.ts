import type { CastBallot, OptionTotal, PollSpec, TargetBreakdown } from './types';

/** Totals per option and how each came about: what `countBallots` returns. */
export interface Counting {
  totals: OptionTotal[];
  breakdown: TargetBreakdown[];
}

interface Memo {
  spec: PollSpec;
  counting: Counting;
}

/** A constructor that hands back the object it is given, so a subclass can put a private field on any object. */
class Stamped {
  constructor(target: object) {
    return target;
  }
}

/**
 * Countings remembered per `ballots` array, in a private field of the array itself (issue #22).
 * A private field is seen by nothing but this class: not by JSON, `Object.keys`, symbols, spread,
 * `structuredClone` or test equality, so the array stays the same value to everyone else; it lives
 * and dies with its array, like a WeakMap entry. Why not a WeakMap: one `set` per ballot cost
 * about as much as the rest of the ballot (the table of dead entries grows until a collection and
 * the collector walks it: about 1-3 µs a set against 0.02 µs for the field). A ballots array that
 * cannot take a field (frozen) uses the WeakMap. The spec is checked too because a spec change
 * (voters, exclusions) keeps the same ballots array. This is a cache of a pure function of
 * (spec, ballots): it never changes a result, only its cost. Callers must treat a counting as
 * read-only (it is shared between states).
 */
class CountingMemo extends Stamped {
  #memo: Memo;

  private constructor(ballots: readonly CastBallot[], memo: Memo) {
    super(ballots);
    this.#memo = memo;
  }

  static get(ballots: readonly CastBallot[]): Memo | undefined {
    return #memo in ballots ? (ballots as unknown as CountingMemo).#memo : frozen.get(ballots);
  }

  static set(ballots: readonly CastBallot[], memo: Memo): void {
    if (#memo in ballots) (ballots as unknown as CountingMemo).#memo = memo;
    else if (Object.isExtensible(ballots)) new CountingMemo(ballots, memo);
    else frozen.set(ballots, memo);
  }
}

const frozen = new WeakMap<readonly CastBallot[], Memo>();

export const rememberedCounting = (spec: PollSpec, ballots: readonly CastBallot[]): Counting | undefined => {
  const hit = CountingMemo.get(ballots);
  return hit !== undefined && hit.spec === spec ? hit.counting : undefined;
};

export const rememberCounting = (spec: PollSpec, ballots: readonly CastBallot[], counting: Counting): Counting => {
  CountingMemo.set(ballots, { spec, counting });
  return counting;
};
