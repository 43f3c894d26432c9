// The Boss's son (part 2 §4.1, seed 004 l.48; contract §7): the third member of the mafia. His
// shots, insurance and rumours are the mafia side's (`model.ts#sideOf`, r.1–r.3, r.5); this file
// holds his clean hands (r.7) and the succession (r.8–r.10, `name-successor`). Yakuza r.8 (part 2
// §4.8, l.55): the head's daughter is his mirror for the yakuza pair, under the same rules on the
// yakuza's (the maniac's) side; each side has its own heir and successor.
import type { GameState, HookContext, Intent, Json, Rejection, Seat } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, living, negativeOf, seatOf, sideOf, SIDES, type Side } from '../../model';

export const BOSS_SON = 'boss-son';
/** Yakuza r.8: the yakuza's mirror of the Boss's son. */
export const HEAD_DAUGHTER = 'head-daughter';
/** Ruleset data (host only): the mafioso named as the son's successor (r.8), kept as the last naming left it. */
export const SUCCESSOR = 'boss-son-successor';

/** Each side's heir (the Boss's son, the head's daughter), the pair members he heads and the data key of his successor. */
const HEIRS: Record<Side, { heir: string; member: string; key: string }> = {
  mafia: { heir: BOSS_SON, member: 'mafia', key: SUCCESSOR },
  maniac: { heir: HEAD_DAUGHTER, member: 'yakuza', key: 'head-daughter-successor' },
};

export const isBossSon = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === BOSS_SON;
export const isHeadDaughter = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === HEAD_DAUGHTER;
/** The side's heir: the Boss's son (mafia), the head's daughter (the yakuza on the maniac's side). */
export const isHeirOf = (seat: Seat, side: Side): boolean => seat.faction === BLACK && negativeOf(seat) === HEIRS[side].heir;
/** A member of the side's pair: a mafioso, a yakuza. */
const isMemberOf = (seat: Seat, side: Side): boolean => seat.faction === BLACK && negativeOf(seat) === HEIRS[side].member;

const gone = (seat: Seat): boolean => !seat.alive || seat.removed === true;

/** r.8, r.10: the pair member named as a successor on either side (whether or not the heir still lives). */
export const namedSuccessor = (state: GameState, seat: string): boolean => SIDES.some((side) => read<string>(state, HEIRS[side].key) === seat);

/** r.8: the named successor, once the heir is dead, "effectively becomes the new son" (Boss's son A2). */
export function successorOf(state: GameState, side: Side = 'mafia'): string | null {
  const named = read<string>(state, HEIRS[side].key);
  if (!named) return null;
  const heirs = state.seats.filter((s) => isHeirOf(s, side));
  return heirs.length > 0 && heirs.every(gone) ? named : null;
}

/** r.7: "he always keeps clean hands, so he checks red even after kills"; his successor too (A2); the head's daughter and hers alike. */
export const cleanHands = (state: GameState, seat: Seat): boolean =>
  SIDES.some((side) => isHeirOf(seat, side) || successorOf(state, side) === seat.id);

/**
 * r.8, r.9, l.114: at the end of a day the mafia side names one living mafioso as the son's
 * successor, and may change him each evening (the yakuza side a yakuza as the daughter's, yakuza r.8). r.9 (Boss's son A1): the last living mafioso cannot
 * receive the status (`last-mafioso`).
 */
export function validateNameSuccessor(state: GameState, intent: Intent): Rejection | null {
  const side = sideOf(seatOf(state, intent.actor));
  if (side === null || !state.seats.some((s) => isHeirOf(s, side))) return { code: 'no-such-negative-move' };
  const target = seatOf(state, intent.targets[0] as string);
  if (!isMemberOf(target, side)) return { code: 'not-a-mafioso' };
  const members = living(state).filter((s) => isMemberOf(s, side));
  return members.length <= 1 ? { code: 'last-mafioso' } : null;
}

export const nameSuccessor = defineAbility({
  id: 'name-successor',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'allowed' },
  validate: validateNameSuccessor,
});

/** When the evening closes: the last naming sent stands (r.8 "may be changed at that time"). */
export function closeSuccession(ctx: HookContext): void {
  for (const side of SIDES) {
    const sent = ctx.state.intents.filter((i) => i.ability === 'name-successor' && sideOf(seatOf(ctx.state, i.actor)) === side);
    const last = sent.at(-1);
    if (last) write(ctx, HEIRS[side].key, last.targets[0] as Json);
  }
}

/**
 * r.4: "when a Boss's son is present, every killer move must name one specific player who will
 * provide insurance to the shooter": a mafia-side `shoot` (a yakuza-side one while the head's
 * daughter lives, yakuza r.8) while the son lives and the shooter has a
 * living partner names `insurer: <seat>`, a living partner of his (contract §9: the insurer insures
 * as a partner does, PAR-3). Boss's son A5: a shot that waives insurance (`insurance: 'off'`, PAR-5)
 * has nobody to name. The maniac's shots need none (contract §7).
 */
export function insurerRejection(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  const side = sideOf(actor);
  if (side === null) return null;
  const partners = living(state).filter((s) => s.id !== actor.id && sideOf(s) === side);
  const named = intent.options?.['insurer'];
  if (named !== undefined) return partners.some((p) => p.id === named) ? null : { code: 'insurer-required' };
  const required = living(state).some((s) => isHeirOf(s, side)) && partners.length > 0 && intent.options?.['insurance'] !== 'off';
  return required ? { code: 'insurer-required' } : null;
}

export const BOSS_SON_ABILITIES = [nameSuccessor];
