import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED, seatOf } from '../../model';
import { toysOf } from './toys';

/** Necromancer r.1 (part 2 §3.25, l.42): at the end of the first day he curses three players. */
export const curse = defineAbility({
  id: 'curse',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 3, self: 'forbidden' },
  validate: (state) => (state.clock.phase.number === 1 ? null : { code: 'not-day-one' }),
});

/** r.15–r.17: at the end of any day he drops one toy (a cursed player or a corpse) and raises a corpse instead. */
export const raise = defineAbility({
  id: 'raise',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 2, self: 'forbidden', dead: true },
  validate: (state, intent) => validateRaise(state, intent),
});

/** r.1–r.19: the curse and the raise are made when the evening closes (toys.ts); the undead's moves are granted (undead.ts). */
export const necromancer = defineRole({ id: 'necromancer', faction: RED, abilities: [curse, raise] });

/** r.15, r.16: drop one of his toys, raise a killed player who is not one (r.5: never an undead killed again). */
function validateRaise(state: GameState, intent: Intent): Rejection | null {
  const [dropped, corpse] = intent.targets;
  const toys = toysOf(state, intent.actor);
  if (dropped === undefined || corpse === undefined || !toys.cursed.includes(dropped)) return { code: 'invalid-target', params: { target: dropped ?? '' } };
  const dead = seatOf(state, corpse);
  if (dead.alive || toys.cursed.includes(corpse) || toys.lost.includes(corpse)) return { code: 'invalid-target', params: { target: corpse } };
  return null;
}

export { closeNecromancerEvening, curseAtRandom, markUndead, toysOf, UNDEAD } from './toys';
export { isUndeadMove, undeadGrantId, undeadLast, undeadOf, UNDEAD_ROLES, validateUndeadMove } from './undead';
export { UNDEAD_DAY_MOVE, UNDEAD_MOVE, unwrapUndeadMove } from './undead-move';
