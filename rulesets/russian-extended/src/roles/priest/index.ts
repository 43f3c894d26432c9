import type { GameState } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { dayRecord } from '../../data';
import { RED } from '../../model';
import { validateForgive } from './forgive';

/** PRI-2, PRI-3, PRI-6..PRI-8: after the last ballot of the lynch or a revote, forgive the player he voted for. */
export const forgive = defineAbility({
  id: 'forgive',
  phase: 'day',
  steps: ['lynch', 'revote'],
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateForgive(state, intent),
});

/** PRI-5: lynched at the revote he caused, he lets the forgiven die in his place (a deathbed move). */
export const letDie = defineAbility({
  id: 'let-die',
  phase: 'day',
  steps: ['revote'],
  targets: { count: 0 },
  validate: (state) => (dayRecord(state).forgiven ? null : { code: 'nobody-forgiven' }),
});

/** The priest (L30, PRI-1..PRI-10); PRI-1 is flavour. */
export const priest = defineRole({ id: 'priest', faction: RED, abilities: [forgive, letDie] });

/** PRI-9: the barrier starts at three votes. */
export const PRIEST_BARRIER = 3;

/** Reds lynched so far, at a lynch or a witch hunt (the kernel keeps each seat's elimination cause). */
export const redsLynched = (state: GameState): number =>
  state.seats.filter((s) => !s.alive && s.faction === RED && (s.eliminationCause === 'lynched' || s.eliminationCause === 'hunted')).length;

/**
 * PRI-9: 3 − one per lynched red, "even if the Priest did not vote for that player"; reading PRI A1
 * (contract §9 note 3): it stops at 0, a zero barrier (BAR-1: each vote against him counts at most 1).
 */
export const priestBarrier = (state: GameState): number => Math.max(0, PRIEST_BARRIER - redsLynched(state));
