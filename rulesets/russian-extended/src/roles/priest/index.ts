import type { GameState } from '@mafia/kernel';
import { defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * The priest (L30). This part implements his passive vote barrier (PRI-9); forgiveness (PRI-2..PRI-8)
 * and the priest's revote are not implemented yet (README, "Not yet implemented").
 */
export const priest = defineRole({ id: 'priest', faction: RED, abilities: [] });

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
