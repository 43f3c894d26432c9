// The Geisha as a killer (part 2 §4.7, l.54, r.12–r.15). Her side is `model.ts#geishaSide`: the
// katana once the maniac is out (r.12), one kill a night (r.13, `night/shots.ts#capacity`), the
// survivor's partner once one yakuza is out (r.15). Here: r.13's "standard move at the same time as
// the killer move if they target different players", and r.14's insurance of a living maniac.
import type { GameState, Intent, Rejection, Seat } from '@mafia/kernel';
import { BLACK, maniacHeld, negativeOf, seatOf } from '../../model';

export const isGeisha = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === 'geisha';

/**
 * r.14: "she may provide insurance to the maniac instead of the mafia, choosing the target
 * herself" while a living seat holds his place (the maniac, or the Imitator who became him). r.15:
 * the yakuza replacing him are not insured by her (no maniac is held in their game).
 */
export const insuresManiac = (state: GameState, seat: Seat): boolean =>
  isGeisha(seat) && seat.alive && !seat.removed && maniacHeld(state);

/**
 * r.14 "her insurance always has priority over the mafia's": reading Geisha A-I1, a living Geisha's
 * insurance of the maniac sent tonight replaces the mafia's (the mafia's is void, whether hers then
 * comes to a victim or not), as her move is "instead of the mafia".
 */
export const geishaInsuranceTonight = (state: GameState, intents: readonly Intent[]): boolean =>
  intents.some((i) => i.ability === 'insure' && insuresManiac(state, seatOf(state, i.actor)));

/**
 * r.13: her katana and her standard move the same night, on different players. `other` is the move
 * being sent (`shoot` or `entertain`); the refusal names the clash either way round.
 */
export function katanaClash(state: GameState, intent: Intent): Rejection | null {
  if (!isGeisha(seatOf(state, intent.actor))) return null;
  const other = intent.ability === 'shoot' ? 'entertain' : 'shoot';
  const sent = state.intents.filter((i) => i.actor === intent.actor && i.ability === other && i.id !== intent.id);
  return sent.some((i) => i.targets.some((t) => intent.targets.includes(t))) ? { code: 'katana-same-target' } : null;
}
