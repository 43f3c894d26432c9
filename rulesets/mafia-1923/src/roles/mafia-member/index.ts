import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { ABILITY, MAFIA } from '../../ids';
import type { NightBook } from '../../night/book';
import { isMafia, livingSeats, requiredMafiaKills, seatById } from '../../seats';
import type { Ability, Role } from '../types';

/** The most targets one kill intent can carry: ceil(400 / 20) at the largest table. */
export const MAX_MAFIA_KILLS = 20;

export function validateMafiaKill(state: GameState, intent: Intent): Rejection | null {
  const expected = requiredMafiaKills(livingSeats(state).length);
  if (intent.targets.length !== expected) return { code: 'mafia-kill-count', params: { expected, got: intent.targets.length } };
  // "which Civilians they want to kill"
  const member = intent.targets.find((t) => isMafia(seatById(state, t)));
  return member ? { code: 'target-is-mafia', params: { target: member } } : null;
}

/**
 * Seed 002, Mafia Member: the Mafia's kill belongs to the faction; one member sends it, with
 * exactly ceil(living / 20) civilian targets (interpretation: one intent with several targets).
 * Slot 9: every target is attacked in the order the Mafia listed them.
 */
export const mafiaKill: Ability = defineAbility<NightBook>({
  id: ABILITY.kill,
  phase: 'night',
  factional: true,
  targets: { count: MAX_MAFIA_KILLS, min: 1, self: 'forbidden' },
  validate: validateMafiaKill,
  night: {
    slot: 'mafia-kill',
    handle({ night, book, intent }) {
      for (const target of intent.targets) {
        if (book.attack(night, target, 'mafia', intent.actor) === 'landed') book.kill(night, target, 'mafia', intent.actor);
      }
    },
  },
});

export const mafiaMember: Role = defineRole({ id: 'mafia-member', faction: MAFIA, abilities: [], tags: ['beginner'] });
