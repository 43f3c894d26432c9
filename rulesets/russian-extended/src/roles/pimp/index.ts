import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import type { NightLog } from '../../night/book';
import { KILLING_MOVES, moveOf, slavesOf } from './control';
import { controls, DAY_KILLING_MOVES } from './day-control';

/** PIM-9: roles whose moves the pimp cannot steer, only punish. */
const BEYOND_CONTROL = ['immortal', 'anonymous', 'actor', 'necromancer', 'wizard'];

/**
 * PIM-1, PIM-14, PIM-15: at the end of a day he takes a slave: one an evening, within his limit
 * (reading PIM A1 ★: one on days 1–2, two on days 3–4, …; PIM A2 ★: a first slave on any evening).
 */
export const enslave = defineAbility({
  id: 'enslave',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateEnslave(state, intent),
});

const controlNight = (effect: string) => ({
  slot: 'pimp',
  handle({ night, intent }: { night: Parameters<typeof traceEffect>[0]; intent: Intent }) {
    for (const target of intent.targets) traceEffect(night, effect, target, { rule: effect === 'forbid' ? 'PIM-3' : 'PIM-3, PIM-5' });
  },
});

/** PIM-3, PIM-5, PIM-6: change or assign the slave's night move (`move: { ability, targets, options? }`). */
export const order = defineAbility<NightLog>({
  id: 'order',
  // PIM-15: one order for each of his slaves and each move of his (kernel keyByTarget, keyByMove).
  keyByTarget: true,
  keyByMove: 'move',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateControl(state, intent),
  night: controlNight('order'),
});

/** PIM-3, PIM-6: cancel the slave's night move (killing moves included). */
export const forbid = defineAbility<NightLog>({
  id: 'forbid',
  keyByTarget: true,
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateControl(state, intent),
  night: controlNight('forbid'),
});

/**
 * PIM-3, PIM-5, PIM-6 by day (contract §5): change or assign the slave's day move (`move: { ability,
 * targets, options? }`), read when the step closes (roles/pimp/day-control.ts).
 */
export const dayOrder = defineAbility({
  id: 'day-order',
  // N-PM.1 (issue #15): the black pimp orders his liar's compromise and secret vote at one vote.
  keyByTarget: true,
  keyByMove: 'move',
  phase: 'day',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateControl(state, intent),
});

/** PIM-3, PIM-6 by day: cancel the slave's day moves of this step (killing moves included). */
export const dayForbid = defineAbility({
  id: 'day-forbid',
  keyByTarget: true,
  phase: 'day',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateControl(state, intent),
});

/**
 * PIM-7, PIM-9: at the end of a day he may punish one slave (any slave, even one beyond his control;
 * HAC-7: one taken this evening too).
 */
export const punish = defineAbility({
  id: 'punish',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) =>
    !controls(state, intent.actor, intent.targets[0] as string) ? { code: 'not-your-slave' } : sentThisEvening(state, intent) ? { code: 'one-punishment-per-evening' } : null,
});

/** The pimp (L27). */
export const pimp = defineRole({ id: 'pimp', faction: RED, abilities: [enslave, order, forbid, dayOrder, dayForbid, punish] });

const sentThisEvening = (state: GameState, intent: Intent): boolean =>
  state.intents.some((i) => i.actor === intent.actor && i.ability === intent.ability && i.step === state.clock.step && i.id !== intent.id);

export const slaveLimit = (day: number): number => 1 + Math.floor((day - 1) / 2);

export function validateEnslave(state: GameState, intent: Intent): Rejection | null {
  if (sentThisEvening(state, intent)) return { code: 'one-slave-per-evening' };
  const held = slavesOf(state, intent.actor);
  if (held.length >= slaveLimit(state.clock.phase.number) || held.some((s) => s.slave === intent.targets[0])) return { code: 'slave-limit' };
  return null;
}

export function validateControl(state: GameState, intent: Intent): Rejection | null {
  const slave = intent.targets[0] as string;
  if (!controls(state, intent.actor, slave)) return { code: 'not-your-slave' };
  if (BEYOND_CONTROL.includes(state.seats.find((s) => s.id === slave)?.role ?? '')) return { code: 'slave-beyond-control' };
  if (intent.ability === 'order' || intent.ability === 'day-order') {
    const move = moveOf(intent);
    if (!move) return { code: 'invalid-option', params: { option: 'move' } };
    if (KILLING_MOVES.includes(move.ability) || DAY_KILLING_MOVES.includes(move.ability)) return { code: 'kill-target-fixed' };
  }
  return null;
}
