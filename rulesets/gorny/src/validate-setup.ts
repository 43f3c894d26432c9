import { informedMinorityProblem, type Ruleset, type SetupProblem, type SetupSeat } from '@mafia/ruleset-kit';

/**
 * Gorny's checks of a custom setup (issue #22): the mafia win at parity (seed 001), so the
 * mafia must be present and fewer than the town, or the game is decided before anyone plays.
 */
export function validateGornySetup({ seats }: { seats: SetupSeat[] }, ruleset: Ruleset): SetupProblem[] {
  const problem = informedMinorityProblem(ruleset, seats);
  return problem ? [problem] : [];
}
