import type { GameState, HookContext, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import { lifeOf, writeLife } from './life';

/** IMM-8, IMM-13: at the end of any day, once per game, a link with another player (he is not told: l.115 item 5). */
export const link = defineAbility({
  id: 'link',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => (lifeOf(state, intent.actor).linkUsed ? { code: 'link-used' } : null),
});

/** IMM-12: the link may be broken at the end of any day. */
export const unlink = defineAbility({
  id: 'unlink',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 0 },
  validate: (state, intent) => validateUnlink(state, intent),
});

/** IMM-1..IMM-14: the spare life is passive (life.ts); the link is made in the evening. */
export const immortal = defineRole({ id: 'immortal', faction: RED, abilities: [link, unlink] });

function validateUnlink(state: GameState, intent: Intent): Rejection | null {
  return lifeOf(state, intent.actor).link === null ? { code: 'no-link' } : null;
}

/** The evening's link and unlink take effect when the evening closes (T.12). */
export function closeImmortalEvening(ctx: HookContext): void {
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'link' || i.ability === 'unlink')) {
    const life = lifeOf(ctx.state, intent.actor);
    if (intent.ability === 'link') writeLife(ctx, intent.actor, { ...life, link: intent.targets[0] ?? null, linkUsed: true });
    else writeLife(ctx, intent.actor, { ...life, link: null });
  }
}
