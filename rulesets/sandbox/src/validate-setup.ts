import { informedMinorityProblem, type Ruleset, type SetupProblem, type SetupSeat } from '@mafia/ruleset-kit';

/**
 * The sandbox's checks of a custom setup (issue #22): its win is parity (day.ts `checkWin`), so the
 * mafia must be present and fewer than the town, or the game is decided before anyone plays.
 */
export function validateSandboxSetup({ seats }: { seats: SetupSeat[] }, ruleset: Ruleset): SetupProblem[] {
  const problem = informedMinorityProblem(ruleset, seats);
  return problem ? [problem] : [];
}
