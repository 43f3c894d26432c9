// Yakuza r.12, r.13, r.19 (part 2 §4.8, l.55): the insurance across the two pairs. r.12 (one
// killer of the non-shooting pair insures the shooting pair) is the other side's insurance of
// MAF-7 / MAN-7 (`roles/black#validateInsure`); what differs is when it fires.
import type { GameState, Seat } from '@mafia/kernel';
import { BLACK, living, memberSideOf, negativeOf, yakuzaGame, type Side } from '../../model';
import type { NightLog } from '../../night/book';
import { yakuzaOf } from './pair';
import { mergedPair } from './index';

/** r.13 "while both pairs are intact": two living mafiosi and two living yakuza. */
export function bothPairsIntact(state: GameState): boolean {
  const mafia = living(state).filter((s) => s.faction === BLACK && negativeOf(s) === 'mafia');
  return mafia.length >= 2 && yakuzaOf(state).length >= 2;
}

/**
 * r.13: "while both pairs are intact, the mafia or the yakuza can shoot for the opposite pair even
 * when that shot failed because the victim was saved"; r.19: "insurance in a mixed pair may fire
 * even if the main killer's victim was somehow saved" (the pair of r.18). Whether `insurer`'s
 * insurance of `insured` is such an insurance.
 */
export function insuresAfterSave(state: GameState, insurer: Seat, insured: Side): boolean {
  if (!yakuzaGame(state)) return false;
  const own = memberSideOf(state, insurer);
  if (own === null || own === insured) return false;
  if (mergedPair(state)?.includes(insurer.id)) return true;
  return bothPairsIntact(state);
}

/** The insured side came to its victims and every one of them was saved (none killed). */
export const onlySaved = (log: NightLog, side: Side): boolean => {
  const reached = log.shots.filter((s) => s.side === side && s.outcome !== 'no-target' && s.outcome !== 'prevented');
  return reached.length > 0 && reached.every((s) => s.outcome === 'saved');
};
