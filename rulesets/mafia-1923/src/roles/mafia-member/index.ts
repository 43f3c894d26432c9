import type { AbilityDefinition } from '@mafia/ruleset-kit';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { ABILITY, MAFIA } from '../../ids';
import { isMafia, livingSeats, requiredMafiaKills, seatById } from '../../seats';
import type { NightHandler, RoleModule } from '../types';

/** The most targets one kill intent can carry: ceil(400 / 20) at the largest table. */
export const MAX_MAFIA_KILLS = 20;

/**
 * Seed 002, Mafia Member: the Mafia's kill belongs to the faction; one member sends it, with
 * exactly ceil(living / 20) civilian targets (interpretation: one intent with several targets).
 */
export const mafiaKill: AbilityDefinition = defineAbility({
  id: ABILITY.kill,
  phase: 'night',
  factional: true,
  targets: { count: MAX_MAFIA_KILLS, min: 1, self: 'forbidden' },
});

export function validateMafiaKill(state: GameState, intent: Intent): Rejection | null {
  const expected = requiredMafiaKills(livingSeats(state).length);
  if (intent.targets.length !== expected) return { code: 'mafia-kill-count', params: { expected, got: intent.targets.length } };
  // "which Civilians they want to kill"
  const member = intent.targets.find((t) => isMafia(seatById(state, t)));
  return member ? { code: 'target-is-mafia', params: { target: member } } : null;
}

/** Step 9: every target is attacked in the order the mafia listed them. */
export const mafiaKillNight: NightHandler = {
  ability: ABILITY.kill,
  slot: 'mafia-kill',
  handle(book, ctx, intent) {
    for (const target of intent.targets) book.attack(ctx, target, 'mafia', intent.actor);
  },
};

export const mafiaMember: RoleModule = {
  role: defineRole({ id: 'mafia-member', faction: MAFIA, abilities: [], tags: ['beginner'] }),
  night: mafiaKillNight,
  validate: (state, intent) => (intent.ability === ABILITY.kill ? validateMafiaKill(state, intent) : null),
};
