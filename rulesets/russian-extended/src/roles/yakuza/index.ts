// The Yakuza (part 2 §4.8, seed 004 l.55; contract §7): the pair's shots are the maniac side's
// (`model.ts#sideOf`, `roles/yakuza/pair.ts`); this file is the pair's own move, the reddening.
import type { GameState, Intent, Json, Rejection } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, isExtended, living, negativeOf, seatOf } from '../../model';
import { isYakuza, yakuzaOf } from './pair';

/** Ruleset data (host only): each evening's reddening, for the night it covers. */
export const REDDENINGS = 'reddenings';
interface Reddening {
  night: number;
  target: string;
}

/**
 * r.3: while the pair is intact a yakuza may "redden" one member of the pair (himself included,
 * reading Yakuza A2); contract §9 note 4: an evening move that covers the following night only.
 * The mafia pair reddens too: r.6 in the extended format while it is intact, and r.5 once a yakuza
 * died while both mafiosi live (it "takes over the right of reddening").
 */
export function validateRedden(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  const target = seatOf(state, intent.targets[0] as string);
  const merged = mergedPair(state);
  if (merged) return merged.includes(actor.id) && merged.includes(target.id) ? null : { code: 'not-your-pair' };
  // r.3, r.8: the head's daughter (contract §7) reddens a member of her intact pair as a yakuza does.
  if (isYakuza(actor) || (actor.faction === BLACK && negativeOf(actor) === 'head-daughter')) return yakuzaOf(state).length >= 2 && isYakuza(target) ? null : { code: 'not-your-pair' };
  if (negativeOf(actor) !== 'mafia' || actor.faction !== BLACK || !mafiaReddens(state)) return { code: 'no-such-negative-move' };
  return negativeOf(target) === 'mafia' && target.faction === BLACK ? null : { code: 'not-your-pair' };
}

/**
 * r.18: a mafioso and a yakuza both left without partners "unite into a new pair and can still use
 * reddening on one member". The merged pair's seats, or null.
 */
export function mergedPair(state: GameState): string[] | null {
  const mafia = living(state).filter((s) => s.faction === BLACK && negativeOf(s) === 'mafia');
  const yakuza = yakuzaOf(state);
  const [mafioso] = mafia;
  const [partner] = yakuza;
  return mafioso && partner && mafia.length === 1 && yakuza.length === 1 ? [mafioso.id, partner.id] : null;
}

/** r.5, r.6: the mafia pair holds the reddening (both mafiosi alive, and a yakuza dead or the extended format). */
function mafiaReddens(state: GameState): boolean {
  const mafia = living(state).filter((s) => s.faction === BLACK && negativeOf(s) === 'mafia');
  if (mafia.length < 2) return false;
  const yakuzaDead = state.seats.some((s) => isYakuza(s) && (!s.alive || s.removed));
  return yakuzaDead || (isExtended(state) && state.seats.some(isYakuza));
}

export const redden = defineAbility({
  id: 'redden',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'allowed' },
  validate: validateRedden,
});

/** When the evening closes: the reddening of the coming night (night N follows day N). */
export function closeReddening(ctx: Parameters<typeof write>[0]): void {
  const night = ctx.state.clock.phase.number;
  const sent = ctx.state.intents.filter((i) => i.ability === 'redden').map((i): Reddening => ({ night, target: i.targets[0] as string }));
  if (sent.length === 0) return;
  write(ctx, REDDENINGS, [...(read<Reddening[] & Json>(ctx.state, REDDENINGS) ?? []), ...sent] as unknown as Json);
}

/** r.3: a reddened yakuza checks red tonight; r.4: a blackening wins (the commissar's check tests it first). */
export const reddenedTonight = (state: GameState, seat: string): boolean =>
  (read<Reddening[] & Json>(state, REDDENINGS) ?? []).some((r) => r.night === state.clock.phase.number && r.target === seat);

export const YAKUZA_ABILITIES = [redden];
