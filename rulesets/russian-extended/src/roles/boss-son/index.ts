// The Boss's son (part 2 §4.1, seed 004 l.48; contract §7): the third member of the mafia. His
// shots, insurance and rumours are the mafia side's (`model.ts#sideOf`, r.1–r.3, r.5); this file
// holds his clean hands (r.7) and the succession (r.8–r.10, `name-successor`).
import type { GameState, HookContext, Intent, Json, Rejection, Seat } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, living, negativeOf, seatOf, sideOf } from '../../model';

export const BOSS_SON = 'boss-son';
/** Ruleset data (host only): the mafioso named as the son's successor (r.8), kept as the last naming left it. */
export const SUCCESSOR = 'boss-son-successor';

export const isBossSon = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === BOSS_SON;

const gone = (seat: Seat): boolean => !seat.alive || seat.removed === true;

/** r.8, r.10: the mafioso named as the successor (whether or not the son still lives). */
export const namedSuccessor = (state: GameState): string | null => read<string>(state, SUCCESSOR);

/** r.8: the named successor, once the son is dead, "effectively becomes the new son" (Boss's son A2). */
export function successorOf(state: GameState): string | null {
  const named = read<string>(state, SUCCESSOR);
  if (!named) return null;
  const sons = state.seats.filter(isBossSon);
  return sons.length > 0 && sons.every(gone) ? named : null;
}

/** r.7: "he always keeps clean hands, so he checks red even after kills"; his successor too (A2). */
export const cleanHands = (state: GameState, seat: Seat): boolean => isBossSon(seat) || successorOf(state) === seat.id;

/**
 * r.8, r.9, l.114: at the end of a day the mafia side names one living mafioso as the son's
 * successor, and may change him each evening. r.9 (Boss's son A1): the last living mafioso cannot
 * receive the status (`last-mafioso`).
 */
export function validateNameSuccessor(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  if (sideOf(actor) !== 'mafia' || !state.seats.some(isBossSon)) return { code: 'no-such-negative-move' };
  const target = seatOf(state, intent.targets[0] as string);
  if (target.faction !== BLACK || negativeOf(target) !== 'mafia') return { code: 'not-a-mafioso' };
  const mafiosi = living(state).filter((s) => s.faction === BLACK && negativeOf(s) === 'mafia');
  return mafiosi.length <= 1 ? { code: 'last-mafioso' } : null;
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
  const sent = ctx.state.intents.filter((i) => i.ability === 'name-successor');
  const last = sent.at(-1);
  if (!last) return;
  write(ctx, SUCCESSOR, last.targets[0] as Json);
}

/**
 * r.4: "when a Boss's son is present, every killer move must name one specific player who will
 * provide insurance to the shooter": a mafia-side `shoot` while the son lives and the shooter has a
 * living partner names `insurer: <seat>`, a living partner of his (contract §9: the insurer insures
 * as a partner does, PAR-3). Boss's son A5: a shot that waives insurance (`insurance: 'off'`, PAR-5)
 * has nobody to name. The maniac's shots need none (contract §7).
 */
export function insurerRejection(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  if (sideOf(actor) !== 'mafia') return null;
  const partners = living(state).filter((s) => s.id !== actor.id && sideOf(s) === 'mafia');
  const named = intent.options?.['insurer'];
  if (named !== undefined) return partners.some((p) => p.id === named) ? null : { code: 'insurer-required' };
  const required = living(state).some(isBossSon) && partners.length > 0 && intent.options?.['insurance'] !== 'off';
  return required ? { code: 'insurer-required' } : null;
}

export const BOSS_SON_ABILITIES = [nameSuccessor];
