// Winning (CB-42 … CB-44, CB-D24): B free BO members, T free town players (arrested players count
// for neither side; abroad ones count). Every seat of the winning side wins, dead and arrested included.
import type { GameResult, GameState, WinMoment } from '@mafia/kernel';
import { FACTION, GADGET, STATUS, WIN_REASON } from '../ids';
import { holds, isAvailable, isFree, isPolice, LEDGER } from './seats';

const side = (state: GameState, faction: string, reason: string): GameResult => ({
  factions: [faction],
  seats: state.seats.filter((s) => s.faction === faction).map((s) => s.id),
  reason,
});

const PROTECTORS = ['ran', 'araide', 'makoto'];

export function decideWinner(state: GameState, nightStart: boolean): GameResult | null {
  const free = state.seats.filter(isFree);
  const b = free.filter((s) => s.faction === FACTION.bo);
  const t = free.filter((s) => s.faction === FACTION.town);
  if (b.length === 0 && t.length === 0) return { factions: [], seats: [], reason: WIN_REASON.draw };
  if (b.length === 0) return side(state, FACTION.town, WIN_REASON.noFreeBo);
  if (t.length === 0) return side(state, FACTION.bo, WIN_REASON.noFreeTown);
  // CB-43: a free police officer, even suspended, injured or abroad, keeps the game going.
  const police = t.some(isPolice);
  if (b.length >= t.length && !police) return side(state, FACTION.bo, WIN_REASON.boParity);
  if (nightStart && t.length === b.length + 1 && !police) {
    // CB-44: nothing left can stop tonight's kill.
    const protector = t.some((s) => PROTECTORS.includes(s.role) && isAvailable(s) && !holds(s, STATUS.injured));
    const stunWatch = state.seats.some((s) => s.alive && (state.ledger[LEDGER.gadget(s.id, GADGET.stunWatch)] ?? 0) > 0);
    const killer = b.some((s) => isAvailable(s));
    if (!protector && !stunWatch && killer) return side(state, FACTION.bo, WIN_REASON.nightStart);
  }
  return null;
}

/** CB-D24: at the end of every phase, and at the start of every night (CB-44). */
export function checkWin(state: GameState, moment: WinMoment): GameResult | null {
  if (moment === 'step-ended' || moment === 'final') return decideWinner(state, false);
  if (moment === 'step-started' && state.clock.phase.kind === 'night') return decideWinner(state, true);
  return null;
}
