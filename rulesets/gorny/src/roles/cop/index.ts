import type { GameState, JsonObject, Seat } from '@mafia/kernel';
import { defineRole, investigate } from '@mafia/ruleset-kit';
import { sanityOf } from '../../modifiers';

/**
 * What the cop is told, by sanity: sane tells the truth, insane the opposite, naive always
 * "not mafia", paranoid always "mafia". Alignment is read when the night resolves (a player
 * recruited the same night is read as the faction they held before).
 */
export function investigationResult(_state: GameState, cop: Seat, target: Seat): JsonObject {
  const truth = target.faction === 'mafia';
  const sanity = sanityOf(cop);
  const mafia = sanity === 'sane' ? truth : sanity === 'insane' ? !truth : sanity === 'paranoid';
  return { kind: 'investigation', target: target.id, value: mafia ? 'mafia' : 'not-mafia' };
}

/** Seed 001, method 1: "Noodle (Cop, sanity is sane for this example)". */
export const cop = defineRole({
  id: 'cop',
  faction: 'town',
  abilities: [investigate({ self: 'allowed', result: investigationResult })],
});
