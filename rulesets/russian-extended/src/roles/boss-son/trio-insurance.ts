// Boss's son r.6 (part 2 §4.1, seed 004 l.48): "if the whole trio is alive and the mafia has only one
// shot on a maniac night, one of the trio may provide insurance for the maniac" (edge case 2: the
// shooter, his named insurer, and the third member, who insures the maniac). It relaxes MAF-9 (a
// side holding a shot of its own does not insure the other): the third member's `insure` covers the
// maniac's shot instead of his partner's (`night/kills.ts#insuredSide`).
import type { GameState, Intent } from '@mafia/kernel';
import { otherSide, seatOf, sideMembers, sideOf, type Side } from '../../model';
import { ownNight } from '../../night/shots';
import { isHeirOf } from '.';

/** r.6: "the whole trio is alive": the heir and two members, all living (Boss's son A6); yakuza r.8: the head's daughter's trio too. */
const trioAlive = (state: GameState, side: Side): boolean => {
  const members = sideMembers(state, side);
  return members.length === 3 && members.some((m) => isHeirOf(m, side));
};

/**
 * r.6: the side this trio member's `insure` covers, or null: the trio is alive, tonight is the other
 * side's night (and not the trio's own), the trio fires exactly one shot, and the insurer is neither
 * the shooter nor the partner that shot names as its insurer (r.4). The mafia's trio insures the
 * maniac; the yakuza's (yakuza r.8, the head's daughter) the mafia.
 */
export function trioInsuresOtherSide(state: GameState, intent: Intent, intents: readonly Intent[]): Side | null {
  const side = sideOf(seatOf(state, intent.actor));
  if (side === null || !trioAlive(state, side)) return null;
  const night = state.clock.phase.number;
  const other = otherSide(side);
  if (!ownNight(state, other, night) || ownNight(state, side, night)) return null;
  const shots = intents.filter((i) => i.ability === 'shoot' && sideOf(seatOf(state, i.actor)) === side);
  const shot = shots[0];
  if (shots.length !== 1 || !shot || shot.targets.length !== 1 || shot.actor === intent.actor) return null;
  return shot.options?.['insurer'] !== intent.actor ? other : null;
}
