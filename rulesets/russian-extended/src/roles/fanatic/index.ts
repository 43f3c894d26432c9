// The Fanatic (part 2 §3.19, l.36; contract §6 `favourite`, `revenge`, `take-along`).
import { FACELESS_SELF_SHOT } from '../faceless/self-shot';
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import type { NightLog } from '../../night/book';
import { attack, runsAfterKillers } from '../../night/kills';
import { FANATIC, fanaticOf, hasRevengeRight } from './state';
import { LYNCH_STEPS } from '../../day/lynch-steps';

export { FANATIC } from './state';

/** fanatic r.1: at the end of the first day he names his favourite for the whole game (reading A3: not himself). */
export const favourite = defineAbility({
  id: 'favourite',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state) => (state.clock.phase.number === 1 ? null : { code: 'not-day-one' }),
});

/**
 * fanatic r.3, r.7: once the favourite has left the game, one kill each night until the revenge is
 * accomplished (r.4). K.4: a civilian killer, first of them (after the negative killers, K.3); the
 * blocker's protection of the victim stops it as it stops a negative killer's (a kill component).
 */
export const revenge = defineAbility<NightLog>({
  id: 'revenge',
  phase: 'night',
  // FX.2: the Faceless holding this role may shoot himself (roles/faceless/self-shot.ts).
  targets: { count: 1, self: 'forbidden', selfIf: { provider: FACELESS_SELF_SHOT } },
  validate: (state, intent) => (hasRevengeRight(state, intent.actor) ? null : { code: 'no-revenge-right' }),
  night: {
    slot: 'civilian-kills',
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'kill', target, tag: FANATIC })),
    handle: (args) => {
      // MOV-10: attacked and survived, his shot (later than the negative killers') is skipped.
      if (!runsAfterKillers(args)) return;
      const { night, book, intent } = args;
      for (const target of intent.targets) traceEffect(night, 'revenge', night.route(target), { rule: 'fanatic r.3, r.7' });
      for (const target of intent.targets) attack(night, book, { action: night.action.id, actor: intent.actor, side: 'mafia', via: 'vigilante', tag: FANATIC }, target);
    },
  },
});

/**
 * fanatic r.8 (a deathbed move, T.6): lynched after killing a player of his own team and before his
 * revenge limit is used up, he takes one chosen player with him.
 */
export const takeAlong = defineAbility({
  id: 'take-along',
  phase: 'day',
  steps: LYNCH_STEPS,
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateTakeAlong(state, intent),
});

/** fanatic r.8: he killed his own team and is not avenged (each own-team kill left one kill unused, r.5). */
export function mayTakeAlong(state: GameState, seat: string): boolean {
  const record = fanaticOf(state, seat);
  return record !== undefined && !record.avenged && record.ownKills > 0;
}

const validateTakeAlong = (state: GameState, intent: Intent): Rejection | null => (mayTakeAlong(state, intent.actor) ? null : { code: 'no-take-along' });

/** The Fanatic (fanatic r.1–r.9). */
export const fanatic = defineRole({ id: FANATIC, faction: RED, abilities: [favourite, revenge, takeAlong] });
