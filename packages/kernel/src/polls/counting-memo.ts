import type { CastBallot, OptionTotal, PollSpec, TargetBreakdown } from './types';

/** Totals per option and how each came about: what `countBallots` returns. */
export interface Counting {
  totals: OptionTotal[];
  breakdown: TargetBreakdown[];
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
  #spec: PollSpec;
  #counting: Counting;

  private constructor(ballots: readonly CastBallot[], spec: PollSpec, counting: Counting) {
    super(ballots);
    this.#spec = spec;
    this.#counting = counting;
  }

  static get(spec: PollSpec, ballots: readonly CastBallot[]): Counting | undefined {
    if (!(#spec in ballots)) {
      const hit = frozen.get(ballots);
      return hit !== undefined && hit.spec === spec ? hit.counting : undefined;
    }
    const memo = ballots as unknown as CountingMemo;
    return memo.#spec === spec ? memo.#counting : undefined;
  }

  static set(spec: PollSpec, ballots: readonly CastBallot[], counting: Counting): void {
    if (#spec in ballots) {
      const memo = ballots as unknown as CountingMemo;
      memo.#spec = spec;
      memo.#counting = counting;
    } else if (Object.isExtensible(ballots)) new CountingMemo(ballots, spec, counting);
    else frozen.set(ballots, { spec, counting });
  }
}

const frozen = new WeakMap<readonly CastBallot[], { spec: PollSpec; counting: Counting }>();

export const rememberedCounting = (spec: PollSpec, ballots: readonly CastBallot[]): Counting | undefined => CountingMemo.get(spec, ballots);

export const rememberCounting = (spec: PollSpec, ballots: readonly CastBallot[], counting: Counting): Counting => {
  CountingMemo.set(spec, ballots, counting);
  return counting;
};
