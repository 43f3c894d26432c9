// Yakuza r.9–r.11, r.17 (part 2 §4.8, l.55): in a game with a mafia pair and a yakuza pair, a
// side left with a single black while the other keeps its pair gives its night up to the pair.
import type { GameState } from '@mafia/kernel';
import { employerSideOf, isExtended, living, otherSide, sideMembers, yakuzaGame, type Side } from '../../model';

/**
 * r.9: "if one mafia and two yakuza remain, the night passes fully to the yakuza (and vice versa)".
 * r.17: not in the extended format while a black of the other side lives (reading Yakuza A1: the
 * takeover is a standard-format rule). r.18 (both left alone, the merged pair) is not a takeover.
 * r.15: "if the Boss's son / head's daughter or the mercenary / ninja is in the game, he counts as
 * the third member of his group, so the group does not give up its night until two of its blacks
 * die": the group is its living members and the hired killer working for it (`groupSize`).
 */
export function nightTakenFrom(state: GameState, side: Side): boolean {
  if (!yakuzaGame(state) || isExtended(state)) return false;
  return groupSize(state, side) === 1 && groupSize(state, otherSide(side)) >= 2;
}

/** r.15: a group's living blacks: its members (the Boss's son / head's daughter among them) and its hired killer. */
export const groupSize = (state: GameState, side: Side): number =>
  sideMembers(state, side).length + living(state).filter((s) => employerSideOf(state, s) === side).length;

/** r.10 "a single shooter": the lone black of a side whose night the other pair took. */
export const singleShooter = (state: GameState, side: Side): boolean => nightTakenFrom(state, side);
