// Boss's son r.6 (part 2 §4.1, seed 004 l.48): "if the whole trio is alive and the mafia has only one
// shot on a maniac night, one of the trio may provide insurance for the maniac" (edge case 2: the
// shooter, his named insurer, and the third member, who insures the maniac). It relaxes MAF-9 (a
// side holding a shot of its own does not insure the other): the third member's `insure` covers the
// maniac's shot instead of his partner's (`night/kills.ts#insuredSide`).
import type { GameState, Intent } from '@mafia/kernel';
import { seatOf, sideMembers, sideOf } from '../../model';
import { ownNight } from '../../night/shots';
import { isBossSon } from '.';

/** r.6: "the whole trio is alive": the son and two mafiosi, all living (Boss's son A6). */
const trioAlive = (state: GameState): boolean => {
  const members = sideMembers(state, 'mafia');
  return members.length === 3 && members.some(isBossSon);
};

/**
 * r.6: this mafia-side `insure` covers the maniac: the trio is alive, tonight is the maniac's (and not
 * the mafia's own), the mafia fires exactly one shot, and the insurer is neither the shooter nor the
 * partner that shot names as its insurer (r.4).
 */
export function trioInsuresManiac(state: GameState, intent: Intent, intents: readonly Intent[]): boolean {
  if (sideOf(seatOf(state, intent.actor)) !== 'mafia' || !trioAlive(state)) return false;
  const night = state.clock.phase.number;
  if (!ownNight(state, 'maniac', night) || ownNight(state, 'mafia', night)) return false;
  const shots = intents.filter((i) => i.ability === 'shoot' && sideOf(seatOf(state, i.actor)) === 'mafia');
  const shot = shots[0];
  if (shots.length !== 1 || !shot || shot.targets.length !== 1 || shot.actor === intent.actor) return false;
  return shot.options?.['insurer'] !== intent.actor;
}
