import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read } from '../../data';
import { RED } from '../../model';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';

/** Ruleset data (public once it went off): the terrorists whose detonator was used (TER-4: once per game). */
export const DETONATORS_USED = 'detonators-used';

/** TER-4, T.2: the detonator is activated before the vote starts (a late activation is refused `wrong-step`). */
export const detonator = defineAbility({
  id: 'detonator',
  phase: 'day',
  steps: ['discussion'],
  targets: { count: 0 },
  validate: (state, intent) => ((read<string[]>(state, DETONATORS_USED) ?? []).includes(intent.actor) ? { code: 'detonator-used' } : null),
});

/** TER-5, T.4: once everyone has voted, the activated terrorist names his target. */
export const detonate = defineAbility({
  id: 'detonate',
  phase: 'day',
  steps: LYNCH_AND_HUNT_STEPS,
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateDetonate(state, intent),
});

/** TER-1..TER-9: the explosion is passive (explosion.ts), the detonator a day move. */
export const terrorist = defineRole({ id: 'terrorist', faction: RED, abilities: [detonator, detonate] });

/** The detonator activated today by this seat (the day's intents last the whole day). */
export const activated = (state: GameState, seat: string): boolean => state.intents.some((i) => i.ability === 'detonator' && i.actor === seat);

function validateDetonate(state: GameState, intent: Intent): Rejection | null {
  return activated(state, intent.actor) ? null : { code: 'detonator-not-active' };
}
