// The Commissar held by a black (part 3 §3.2, l.85) or by the Faceless (FC.1, l.80: "as a black
// commissar"): N-COM.1 — he learns at once whether a black check was false; N-COM.2..N-COM.4 — he
// may substitute the colour the Investigator receives, on a condition tied to the real result, and
// a failed move substitutes nothing.
import type { Intent, JsonObject, Rejection, Seat } from '@mafia/kernel';
import { GREY, isBlack } from '../../model';

export type Colour = 'red' | 'black';
const COLOURS: readonly string[] = ['red', 'black'];

/** The seats that play the commissar's negative block: a black holder, or the Faceless (FC.1). */
export const playsBlackCommissar = (seat: Seat): boolean => isBlack(seat) || seat.faction === GREY;

/**
 * N-COM.2: `substitute` (the colour the Investigator receives) and `substitute-if` (N-COM.3: only
 * when the real result is that colour) are options of `check`; a red commissar has no such right.
 * Contract §6 names no option for it (reading N-COM A1, README "Interpretations").
 */
export function validateSubstitution(actor: Seat, intent: Intent): Rejection | null {
  const wanted = intent.options?.['substitute'] !== undefined || intent.options?.['substitute-if'] !== undefined;
  if (wanted && !playsBlackCommissar(actor)) return { code: 'not-a-black-commissar' };
  if (intent.options?.['substitute-if'] !== undefined && intent.options['substitute'] === undefined) return { code: 'substitute-needs-a-colour' };
  return null;
}

/**
 * The colour the Investigator is sent for this check (INV-1): the substituted one when the holder
 * asked for it and the condition holds (N-COM.2, N-COM.3); `real` otherwise. Only called for a check
 * that passed with a colour: a failed move or "information not provided" substitutes nothing
 * (N-COM.4).
 */
export function investigatorColour(actor: Seat, intent: Intent, real: Colour): Colour {
  if (!playsBlackCommissar(actor)) return real;
  const substitute = intent.options?.['substitute'];
  const only = intent.options?.['substitute-if'];
  if (typeof substitute !== 'string' || !COLOURS.includes(substitute)) return real;
  if (only !== undefined && only !== real) return real;
  return substitute as Colour;
}

/** N-COM.1: a black holder's black result says whether it is genuine (as the black lawyer's, N-LW.1). */
export function withGenuine(actor: Seat, result: JsonObject, shown: Colour, trueColour: Colour): JsonObject {
  return playsBlackCommissar(actor) && shown === 'black' ? { ...result, genuine: trueColour === 'black' } : result;
}
