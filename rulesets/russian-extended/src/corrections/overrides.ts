import type { PollTally } from '@mafia/kernel';
import { BLACK, ELITE, GREY, RED } from '../model';

/** Who voted, for the outcome overrides: seat → team, in the order the poll lists its voters. */
export type VoterTeams = Record<string, string>;

const contributionsTo = (tally: PollTally, option: string) => tally.breakdown.find((b) => b.option === option)?.contributions ?? [];

/**
 * BAR-7: if all other players (excluding phantoms, masons and agents) vote at once against one
 * player, he dies whatever his own vote or barrier. Returns that player, or null. EL-1: elite
 * voters (group `elite`, roles/elite) are not among "all other players".
 */
export function everyoneElseAgainst(tally: PollTally, voters: VoterTeams): string | null {
  for (const row of tally.breakdown) {
    const others = Object.keys(voters).filter((v) => v !== row.option && voters[v] !== ELITE);
    if (others.length > 0 && others.every((v) => row.contributions.some((c) => c.voter === v))) return row.option;
  }
  return null;
}

/**
 * RED-2 (witch hunt) and BAR-4's condition: every surviving red named this black or grey player.
 */
export function allRedsAgainst(tally: PollTally, voters: VoterTeams, teamOf: (seat: string) => string): string[] {
  const reds = Object.keys(voters).filter((v) => voters[v] === RED);
  if (reds.length === 0) return [];
  return tally.breakdown
    .filter((row) => teamOf(row.option) === BLACK || teamOf(row.option) === GREY)
    .filter((row) => reds.every((r) => row.contributions.some((c) => c.voter === r)))
    .map((row) => row.option);
}

const weightOf = (tally: PollTally, option: string, teams: string[]) =>
  contributionsTo(tally, option).filter((c) => c.group !== null && teams.includes(c.group)).reduce((s, c) => s + c.counted, 0);

/**
 * The grey correction's outcome rules for a vote tied between players (GRY-3..GRY-5). Returns the
 * player who dies instead of a revote, or null when the rules do not apply.
 *
 * - GRY-3: all red votes into X, the most black + grey weight into Y, the two sums equal: X dies.
 * - GRY-4: living reds = living blacks + the Faceless and the vote splits equally between two
 *   players: the one with more red weight dies.
 * - GRY-5: same, red weight equal: the one who received the very first red vote dies.
 */
export function greyTieBreak(tally: PollTally, tied: string[], voters: VoterTeams, living: { red: number; black: number; grey: number }): string | null {
  const redVoters = Object.keys(voters).filter((v) => voters[v] === RED);
  const redInto = tally.breakdown.filter((row) => row.contributions.some((c) => c.group === RED)).map((r) => r.option);
  if (tied.length === 2 && redVoters.length > 0 && redInto.length === 1) {
    const x = redInto[0] as string;
    const allRedIn = redVoters.every((r) => contributionsTo(tally, x).some((c) => c.voter === r));
    const y = tied.find((t) => t !== x);
    if (allRedIn && y !== undefined && tied.includes(x) && weightOf(tally, x, [RED]) === weightOf(tally, y, [BLACK, GREY])) return x;
  }
  if (tied.length !== 2 || living.red !== living.black + living.grey) return null;
  const [a, b] = tied as [string, string];
  const ra = weightOf(tally, a, [RED]);
  const rb = weightOf(tally, b, [RED]);
  if (ra !== rb) return ra > rb ? a : b;
  const firstRed = (option: string) =>
    Math.min(...contributionsTo(tally, option).filter((c) => c.group === RED).map((c) => c.seq), Number.POSITIVE_INFINITY);
  const fa = firstRed(a);
  const fb = firstRed(b);
  if (fa === fb) return null;
  return fa < fb ? a : b;
}

/**
 * Hard equality in a revote (L153). HE-3 first (interpretation AMB-HE-1: three or more tied is never
 * allowed, whatever the number of negatives): the first two tied players to receive a counted
 * ballot in the revote die; if fewer than two received one, nobody dies. Otherwise HE-1: more than
 * two negatives alive, both die (double death); HE-2: one or two negatives alive, nobody dies.
 */
export function hardEquality(tied: string[], receivedInOrder: string[], negativesAlive: number): string[] {
  if (tied.length >= 3) {
    const first = receivedInOrder.filter((s) => tied.includes(s)).slice(0, 2);
    return first.length === 2 ? first : [];
  }
  return negativesAlive > 2 ? [...tied] : [];
}
