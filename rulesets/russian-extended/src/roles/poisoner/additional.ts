// Poisoner r.8, r.9 (part 2 §4.5, l.52): the additional poisoning. r.8: "if at the start of a night
// the number of shots available to the other blacks exceeds what they can physically use, one of
// them passes to the Poisoner as an additional poisoning"; r.9: "if an additional poisoning was
// received but not used by the Poisoner, or failed after his death, or if a black died from poison
// after the Poisoner, the surviving blacks receive an extra shot — by priority the maniac gets it if
// one of the mafia is dead". Readings Poisoner A8, A9 (README).
import type { GameState } from '@mafia/kernel';
import { BLACK, killerSideOf, living, negativeOf, sideMembers, SIDES, type Side } from '../../model';
import { capacity, shotsTonight } from '../../night/shots';
import { undeadBonus } from '../necromancer/undead-target';
import { isPoisoner, pendingOf, realisedBy } from './poisonings';

/** r.8: the side holding more shots tonight than it can fire at once (the mafia's first), or null. */
export function surplusSide(state: GameState, night: number): Side | null {
  const held = shotsTonight(state, night);
  return SIDES.find((side) => held[side] > capacity(state, side) + undeadBonus(state, side)) ?? null;
}

/** r.8 (reading A8): the living poisoner, not killing with a gun himself, who receives it tonight. */
export function additionalPoisoner(state: GameState, night: number): string | null {
  if (surplusSide(state, night) === null) return null;
  return living(state).find((s) => isPoisoner(s) && killerSideOf(state, s) === null)?.id ?? null;
}

/** r.5, r.7: his own poisoning is open (no victim waiting, no realised one). */
export const regularOpen = (state: GameState, poisoner: string): boolean => !pendingOf(state, poisoner) && !realisedBy(state, poisoner);

/**
 * r.9 "by priority the maniac gets it if one of the mafia is dead" (reading A9: otherwise the mafia
 * does; a side that has left gets nothing, the other does).
 */
export function extraShotSide(state: GameState, diedTonight: readonly string[] = []): Side | null {
  const gone = (id: string, alive: boolean, removed?: boolean): boolean => !alive || removed === true || diedTonight.includes(id);
  const mafiosoDead = state.seats.some((s) => s.faction === BLACK && negativeOf(s) === 'mafia' && gone(s.id, s.alive, s.removed));
  const order: Side[] = mafiosoDead ? ['maniac', 'mafia'] : ['mafia', 'maniac'];
  return order.find((side) => sideMembers(state, side).some((m) => !diedTonight.includes(m.id))) ?? null;
}
