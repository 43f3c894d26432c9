// The hero held by the Faceless (part 3 §2.7, l.73). FH.1 (any player saved) is in index.ts;
// FH.2: being lynched himself, he has the right to a heroic suicide: he leaves with a draw and loses
// every victim credited, whether or not he saved someone before. Reading FA-16: it is his
// `heroic-death` sent with no player (nobody is taken along), read when the vote closes as the red
// hero's is (contract §2, deathbed).
import type { GameState, HookContext, Intent, Rejection } from '@mafia/kernel';
import { GREY, seatOf } from '../../model';
import { zeroVictims } from '../faceless/standing';

/** The Faceless's `heroic-death`: no player named (FH.2); undefined when the base rule (hero r.11) decides. */
export function validateFacelessHeroicDeath(state: GameState, intent: Intent): Rejection | null | undefined {
  if (seatOf(state, intent.actor).faction !== GREY) return intent.targets.length === 0 ? { code: 'no-heroic-death' } : undefined;
  return intent.targets.length === 0 ? null : { code: 'invalid-option', params: { option: 'targets', value: intent.targets.join(', ') } };
}

/** FH.2 after a vote's result: a lynched Faceless hero who sent his heroic suicide leaves with a draw, his victims zeroed. */
export function facelessHeroicSuicide(ctx: HookContext, lynched: readonly string[]): void {
  const step = ctx.state.clock.step;
  const suicide = ctx.state.intents.some(
    (i) => i.ability === 'heroic-death' && i.step === step && lynched.includes(i.actor) && seatOf(ctx.state, i.actor).faction === GREY && seatOf(ctx.state, i.actor).role === 'hero',
  );
  if (suicide) zeroVictims(ctx, 'FH.2');
}
