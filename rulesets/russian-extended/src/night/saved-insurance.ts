// K.5 (part 3 l.121): "if insurance for kills is activated through a hit on a saved player (the
// mercenary/yakuza cases), the negative who insures through it acts after all civilian killers".
// The move is known to be such an insurance only once the first killer's victim was saved, so its
// handler hands the firing here, and the clock of the slot `saved-insurance` (after
// `civilian-kills`) fires it. A civilian killer may so kill the insurer first (he then never fires,
// as any killer killed earlier: K-A1) or his target first (the shot then meets a corpse and stays in
// reserve: reading K-A7, README lane black).
import type { SlotContext } from '@mafia/resolver';
import type { NightClock } from '@mafia/ruleset-kit';
import { isBlack, living } from '../model';
import type { NightLog } from './book';

interface DeferredMove {
  actor: string;
  fire: (night: SlotContext, book: NightLog) => void;
}

const deferredOf = new WeakMap<NightLog, DeferredMove[]>();

/** Hands `actor`'s insuring move to the `saved-insurance` slot (K.5). */
export function fireAfterCivilianKillers(book: NightLog, actor: string, fire: DeferredMove['fire']): void {
  deferredOf.set(book, [...(deferredOf.get(book) ?? []), { actor, fire }]);
}

/** K.5: the insurances activated through a saved victim, each in its insurer's action (he must still live). */
export const savedInsurance: NightClock<NightLog> = {
  id: 'saved-insurance',
  slot: 'saved-insurance',
  seats: (state) => living(state).filter(isBlack).map((s) => s.id),
  handle({ night, book, intent }) {
    if (!night.isAlive(intent.actor)) return;
    for (const move of deferredOf.get(book) ?? []) if (move.actor === intent.actor) move.fire(night, book);
  },
};
