// Mercenary r.15, r.16 (part 2 §4.2, seed 004 l.49): the Mercenary in the maniac's insurance.
// r.15: "if the mafia decides to insure the maniac on the maniac's night, it may use the Mercenary
// for that; the hiring mafia may still insure its partner (if the partner has a shot), provided the
// Mercenary kills nobody for the maniac". A contract sent on the other side's night, with no shot
// of the sender's side that night, is that insurance: it runs in the other side's insurance slot,
// just before the insurers' own moves, and fires only when the insured side never came to a victim
// (MAF-7, MAN-7). Yakuza r.8, r.12, r.14: the yakuza's Ninja insures the mafia the same way.
import type { GameState, Intent } from '@mafia/kernel';
import { employerSideOf, killerSideOf, otherSide, seatOf, sideMembers, type Side } from '../../model';
import type { NightLog } from '../../night/book';
import { ownNight, prioritySide, usableTonight } from '../../night/shots';

/** r.15: tonight a contract of `sender`'s side insures the other side (its night; the sender's side holds no usable shot). */
export const contractInsuresOther = (state: GameState, sender: Side): boolean => {
  const night = state.clock.phase.number;
  // MAF-9: a side holding a shot tonight (its own night or a banked one) does not insure the other.
  if (usableTonight(state, sender, night) > 0) return false;
  const other = otherSide(sender);
  return ownNight(state, other, night) && sideMembers(state, other).length > 0;
};

/** The side whose hired killer carries out `contract` (the intent's actor is the hired killer by then). */
export const senderSide = (state: GameState, contract: Intent): Side | null => employerSideOf(state, seatOf(state, contract.actor));

/** The slot of an insuring contract: before the insured side's insurance slot (`night-order.ts`). */
export const insuranceContractSlot = (state: GameState, insured: Side = 'maniac'): string =>
  `${prioritySide(state.clock.phase.number) === insured ? 'priority' : 'other'}-contract-insurance`;

/** r.15 (MAF-7 (b)): the insured side sent a shot tonight, so there is something to insure. */
export const sideShoots = (book: NightLog, side: Side): boolean =>
  book.intents.some((i) => i.ability === 'shoot' && killerSideOf(book.state, seatOf(book.state, i.actor)) === side);

/** r.15: a hired killer of `employer` killed for `insured` tonight: the employer's own insurance yields. */
export const contractKilledFor = (book: NightLog, insured: Side, employer: Side): boolean =>
  book.shots.some(
    (s) => s.via === 'contract' && s.side === insured && employerSideOf(book.state, seatOf(book.state, s.actor)) === employer && (s.outcome === 'killed' || s.outcome === 'killed-black'),
  );

/** The contract intents of tonight that insure the other side (their record's side is the insured one's). */
export const isInsuranceContract = (state: GameState, intent: Intent): boolean => {
  const side = intent.ability === 'contract' ? senderSide(state, intent) : null;
  return side !== null && contractInsuresOther(state, side);
};
