import type { AbilitySpec, GameState, Intent, Rejection } from '@mafia/kernel';
import { resolutionOf } from './settings';

/** Killing yourself is never an action here, whatever the method (no role PM in the seed allows it). */
const NEVER_SELF = new Set(['kill', 'factional-kill']);

/**
 * Seed 001, RAR default rulings: "A player cannot self-target (except with abilities that only
 * self-target, or ... if the role PM explicitly says otherwise)". Method 1's example has
 * "Noodle investigates himself", so the simple method allows it. Abilities declare
 * `self: 'allowed'` to the kernel and this rule decides per game.
 */
export function selfTargetRejection(state: GameState, intent: Intent, ability: AbilitySpec): Rejection | null {
  if (ability.targets.of === 'choice' || ability.targets.self === 'only') return null;
  if (!intent.targets.includes(intent.actor)) return null;
  const mode = state.settings['selfTarget'];
  const allowed = mode === 'allowed' || (mode !== 'forbidden' && resolutionOf(state.settings) === 'simple');
  if (allowed && !NEVER_SELF.has(ability.id)) return null;
  return { code: 'self-target-forbidden', params: { target: intent.actor } };
}
