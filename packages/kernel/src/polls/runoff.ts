import type { PollOutcome, PollSpec, TallySpec } from './types';
import { NONE } from './types';

export interface RunoffOptions {
  id: string;
  /**
   * russian-extended-4 T-1 / E-4: the tied "may not vote; only the votes of players who did
   * not go into the revote are counted". Default false.
   */
  tiedMayVote?: boolean;
  /** V-7a: abstaining is allowed in a revote, even when the first vote forbade it. */
  allowAbstain?: boolean;
  /** Default: plurality for the places left, reporting a second tie (hard equality). */
  tally?: TallySpec;
}

/**
 * Builds the spec of a second round among the tied of a `tie` outcome: the same slots,
 * visibility, adjustments and exclusions, with only the tied as options.
 */
export const runoffSpec = (
  spec: PollSpec,
  tie: Extract<PollOutcome, { kind: 'tie' }>,
  options: RunoffOptions,
): PollSpec => {
  const tiedSeats = spec.options.filter((o) => tie.tied.includes(o.id) && o.seat !== undefined).map((o) => o.seat);
  const slots = spec.slots.map((s) => ({
    ...s,
    allowNone: tie.tied.includes(NONE) && s.allowNone === true,
    ...(options.allowAbstain === undefined ? {} : { allowAbstain: options.allowAbstain }),
  }));
  return {
    ...spec,
    id: options.id,
    voters: options.tiedMayVote === true ? spec.voters : spec.voters.filter((v) => !tiedSeats.includes(v.seat)),
    options: spec.options.filter((o) => tie.tied.includes(o.id)),
    slots,
    tally: options.tally ?? { kind: 'plurality', places: tie.places },
  };
};
