import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { ABILITY, CIVILIAN, LEDGER } from '../../ids';
import { familiesOf, familyOf, seatById } from '../../seats';
import type { Role } from '../types';

/** The jail's two targets: one player and one family, in either order. */
export function jailTargets(state: GameState, targets: readonly string[]): { player: string; family: string } | null {
  const families = familiesOf(state);
  const player = targets.find((t) => state.seats.some((s) => s.id === t));
  const family = targets.find((t) => families.includes(t));
  return player !== undefined && family !== undefined ? { player, family } : null;
}

/**
 * Seed 002, Sheriff (D, twice): jails one player and one family for the day ("must choose both");
 * their votes and the votes against them do not count. Its own family at most once, itself at
 * most once; a family with no living players may be chosen.
 */
const jail = defineAbility({
  id: ABILITY.jail,
  phase: 'day',
  targets: { count: 2, of: 'choice', choices: { provider: 'jail-targets' } },
  usesPerGame: 2,
  validate(state: GameState, intent: Intent): Rejection | null {
    const chosen = jailTargets(state, intent.targets);
    if (!chosen) return { code: 'jail-needs-player-and-family' };
    if (chosen.player === intent.actor && (state.ledger[LEDGER.selfUses(intent.actor, ABILITY.jail)] ?? 0) >= 1) {
      return { code: 'self-limit-reached', params: { ability: ABILITY.jail, max: 1 } };
    }
    const own = familyOf(seatById(state, intent.actor));
    if (chosen.family === own && (state.ledger[LEDGER.ownFamilyUses(intent.actor, ABILITY.jail)] ?? 0) >= 1) {
      return { code: 'own-family-limit-reached', params: { ability: ABILITY.jail, max: 1 } };
    }
    return null;
  },
});

export const sheriff: Role = defineRole({ id: 'sheriff', faction: CIVILIAN, abilities: [jail] });
