import { factionOfSeat, type Ruleset, type SetupProblem, type SetupSeat } from '@mafia/ruleset-kit';
import type { JsonObject } from '@mafia/kernel';
import { BLACK, ELITE, ELITE_ROLES, GREY, NEGATIVE, NEGATIVE_ROLES, RED } from './model';

/**
 * The team sizes of each format (part 4 §3.1: standard 12 = 8 red + 4 black; EXT-1, EXT-2:
 * extended 16 = 11 red + 5 black), as `formats.ts` and `drawn-setups.ts` deal them.
 */
const TEAMS: Record<string, { red: number; black: number }> = {
  standard: { red: 8, black: 4 },
  extended: { red: 11, black: 5 },
};

/**
 * The Russian ruleset's checks of a custom setup (issue #22): the format setting's team sizes
 * (at most one grey seat, the Faceless, beside them), every black seat's negative move a known one
 * and only on black seats (N.0, `validateSeats` in model.ts at game start), a known elite, and at
 * least one killer (`mafia`) among the negatives, without whom the black team has no night kill.
 */
export function validateRussianSetup({ seats, settings }: { seats: SetupSeat[]; settings: JsonObject }, ruleset: Ruleset): SetupProblem[] {
  const problems: SetupProblem[] = [];
  const format = typeof settings['format'] === 'string' ? settings['format'] : 'standard';
  const teams = TEAMS[format];
  const count = (team: string): number => seats.filter((seat) => factionOfSeat(ruleset, seat) === team).length;
  if (teams) {
    for (const team of [RED, BLACK] as const) {
      const have = count(team);
      if (have !== teams[team]) problems.push({ code: 'format-team-size', params: { format, team, count: have, needed: teams[team] } });
    }
  }
  if (count(GREY) > 1) problems.push({ code: 'too-many-grey', params: { count: count(GREY) } });
  let killers = 0;
  for (const seat of seats) {
    const negative = seat.attributes?.[NEGATIVE];
    if (negative !== undefined) {
      if (typeof negative !== 'string' || !NEGATIVE_ROLES.includes(negative)) problems.push({ code: 'unknown-negative', params: { value: String(negative) } });
      else if (factionOfSeat(ruleset, seat) !== BLACK) problems.push({ code: 'negative-needs-black-team', params: { negative } });
      else if (negative === 'mafia') killers += 1;
    }
    const elite = seat.attributes?.[ELITE];
    if (elite !== undefined && (typeof elite !== 'string' || !ELITE_ROLES.includes(elite))) problems.push({ code: 'unknown-elite', params: { value: String(elite) } });
  }
  if (count(BLACK) > 0 && killers === 0) problems.push({ code: 'black-without-mafia' });
  return problems;
}
