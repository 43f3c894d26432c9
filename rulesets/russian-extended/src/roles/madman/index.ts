import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read } from '../../data';
import { RED } from '../../model';
import type { NightLog } from '../../night/book';
import { validateFacelessArson } from './faceless';
import { fire, madmanMorning, MADMAN_USED } from './fire';
import { validateBlackArson } from './black';

/**
 * Madman r.2–r.7 (part 2 §3.22, l.39): from night 3 (reading ★ 1: on night 3 or a later night
 * until one fire succeeds) he sets the city on fire with 0, 1 or 2 players to take along.
 */
export const arson = defineAbility<NightLog>({
  id: 'arson',
  phase: 'night',
  // r.4: two players; N-MD.6: a third for a black madman with a reserve shot (madman/black.ts).
  targets: { count: 3, min: 0, self: 'forbidden' },
  // FM.1: the Faceless's `solo: yes` (contract §6).
  options: [{ name: 'solo', values: ['yes'] }],
  validate: (state, intent) => validateArson(state, intent) ?? validateFacelessArson(state, intent) ?? validateBlackArson(state, intent),
  night: {
    slot: 'madman',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'kill', target, tag: 'madman' })),
    handle: fire,
    morning: madmanMorning,
  },
});

export const madman = defineRole({ id: 'madman', faction: RED, abilities: [arson] });

/** r.2: not before night 3; r.7: one successful fire per game. */
function validateArson(state: GameState, intent: Intent): Rejection | null {
  if (state.clock.phase.number < 3) return { code: 'madman-not-yet' };
  if ((read<string[]>(state, MADMAN_USED) ?? []).includes(intent.actor)) return { code: 'madman-used' };
  return null;
}
