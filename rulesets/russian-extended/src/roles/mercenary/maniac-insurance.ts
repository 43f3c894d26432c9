// Mercenary r.15, r.16 (part 2 §4.2, seed 004 l.49): the Mercenary in the maniac's insurance.
// r.15: "if the mafia decides to insure the maniac on the maniac's night, it may use the Mercenary
// for that; the hiring mafia may still insure its partner (if the partner has a shot), provided the
// Mercenary kills nobody for the maniac". A contract sent on the maniac's night, with no mafia shot
// of its own that night, is that insurance: it runs in the maniac's insurance slot, just before the
// insurers' own moves, and fires only when the maniac never came to a victim (MAF-7, MAN-7).
import type { GameState, Intent } from '@mafia/kernel';
import { killerSideOf, seatOf, sideMembers } from '../../model';
import type { NightLog } from '../../night/book';
import { ownNight, prioritySide, usableTonight } from '../../night/shots';

/** r.15: tonight a contract insures the maniac (his night, the mafia holds no usable shot of its own). */
export const contractInsuresManiac = (state: GameState): boolean => {
  const night = state.clock.phase.number;
  // MAF-9: a mafia holding a shot tonight (its own night or a banked one) does not insure the maniac.
  if (usableTonight(state, 'mafia', night) > 0) return false;
  return ownNight(state, 'maniac', night) && sideMembers(state, 'maniac').length > 0;
};

/** The slot of the insuring contract: before the maniac's insurance slot (`night-order.ts`). */
export const insuranceContractSlot = (state: GameState): string =>
  `${prioritySide(state.clock.phase.number) === 'maniac' ? 'priority' : 'other'}-contract-insurance`;

/** r.15 (MAF-7 (b)): the maniac sent a shot tonight, so there is something to insure. */
export const maniacShoots = (book: NightLog): boolean =>
  book.intents.some((i) => i.ability === 'shoot' && killerSideOf(book.state, seatOf(book.state, i.actor)) === 'maniac');

/** r.15: the Mercenary killed for the maniac tonight: the hiring mafia's own insurance yields. */
export const contractKilledForManiac = (book: NightLog): boolean =>
  book.shots.some((s) => s.via === 'contract' && s.side === 'maniac' && (s.outcome === 'killed' || s.outcome === 'killed-black'));

/** The contract intents of tonight that insure the maniac (their record's side is the maniac's). */
export const isInsuranceContract = (state: GameState, intent: Intent): boolean => intent.ability === 'contract' && contractInsuresManiac(state);
