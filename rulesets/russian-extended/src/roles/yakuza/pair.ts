// The yakuza pair (part 2 §4.8, l.55): "a mafia-mirroring pair of blacks that replaces the
// maniac" (r.1). They hold the maniac's side of the night (his nights, his slots, his bank: r.2,
// contract §7 "the maniac's nights when they replace him") under the mafia's rules (r.7): one shot
// per member (MAF-6), the partner's insurance (PAR-3..PAR-5).
import type { GameState, Seat } from '@mafia/kernel';
import { BLACK, living, negativeOf, type Side } from '../../model';

export const YAKUZA = 'yakuza';

export const isYakuza = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === YAKUZA;

/** The living yakuza. */
export const yakuzaOf = (state: GameState): Seat[] => living(state).filter(isYakuza);

/**
 * r.7: a side plays by the mafia's rules (a pair: one shot each, partner insurance) when it is
 * the mafia, or when the yakuza hold the maniac's side.
 */
export const playsAsPair = (state: GameState, side: Side): boolean =>
  // r.8: the head's daughter heads the yakuza as the Boss's son heads the mafia.
  side === 'mafia' || yakuzaOf(state).length > 0 || living(state).some((s) => s.faction === BLACK && negativeOf(s) === 'head-daughter');
