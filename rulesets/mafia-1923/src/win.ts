import type { GameResult, GameState, WinMoment } from '@mafia/kernel';
import { CIVILIAN, MAFIA } from './ids';
import { familiesOf, familyOf, isLiving, isMafia } from './seats';

/**
 * Seed 002, Goal, decided "after Day 5":
 * - the Mafia wins if at least half of the Mafia Members are alive (exiled count as not living);
 * - otherwise the families that killed all their Mafia Members and have the most Civilians alive
 *   win, all tied families together; their dead Civilians win too;
 * - exiled players never win; Mafia Members win only with the Mafia.
 */
export function decideWinner(state: GameState): GameResult {
  const mafia = state.seats.filter(isMafia);
  const mafiaAlive = mafia.filter(isLiving).length;
  if (mafia.length > 0 && mafiaAlive * 2 >= mafia.length) {
    return { factions: [MAFIA], seats: mafia.filter((s) => !s.removed).map((s) => s.id), reason: 'mafia-half-alive' };
  }
  const cleared = familiesOf(state).filter((family) => !state.seats.some((s) => familyOf(s) === family && isMafia(s) && isLiving(s)));
  const civiliansAlive = (family: string) => state.seats.filter((s) => familyOf(s) === family && !isMafia(s) && isLiving(s)).length;
  const best = Math.max(...cleared.map(civiliansAlive));
  const winners = cleared.filter((family) => civiliansAlive(family) === best);
  if (winners.length === 0) return { factions: [], seats: [], reason: 'no-family-cleared' };
  return {
    factions: [CIVILIAN],
    seats: state.seats.filter((s) => winners.includes(familyOf(s)) && !isMafia(s) && !s.removed).map((s) => s.id),
    reason: `families:${winners.join(',')}`,
  };
}

/** The game only ends after Day 5 (seed 002, Flow of a Full Day); nothing ends it early. */
export function checkWin(state: GameState, moment: WinMoment): GameResult | null {
  return moment === 'final' ? decideWinner(state) : null;
}
