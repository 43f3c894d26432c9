import { informedMinorityProblem, type Ruleset, type SetupProblem, type SetupSeat } from '@mafia/ruleset-kit';

/**
 * Conan BO's checks of a custom setup (issue #22): the BO (the informed faction) wins at parity, so the
 * BO must be present and fewer than the town, or the game is decided before anyone plays.
 */
export function validateConanSetup({ seats }: { seats: SetupSeat[] }, ruleset: Ruleset): SetupProblem[] {
  const problem = informedMinorityProblem(ruleset, seats);
  return problem ? [problem] : [];
}
