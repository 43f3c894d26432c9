import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { CIVILIAN_ROLES, RED } from '../../model';

/**
 * The detective's three modes, chosen with the move as `options: { mode }`:
 * - `track` (DET-1..DET-4): where the chosen player went ("stayed home" / "went to X" / "information
 *   not provided");
 * - `role` (DET-11): the chosen player's civilian role;
 * - `request` (DET-12): the role request: no player, a civilian role named in `options: { role }`,
 *   and in the morning where that role went on every earlier night.
 * Interpretation (DET A2): the role request is the alternative to the night move, so it is sent with
 * the night moves (like a verification, T.19) and replaces them; it can be blocked (DET-14).
 */
export const detect = defineAbility({
  id: 'detect',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [
    { name: 'mode', values: ['track', 'role', 'request'], required: true },
    { name: 'role', values: CIVILIAN_ROLES },
  ],
});

export const detective = defineRole({ id: 'detective', faction: RED, abilities: [detect] });

/** Tracking and the role check name one player; the role request names a civilian role and no player. */
export function validateDetect(_state: GameState, intent: Intent): Rejection | null {
  const request = intent.options?.['mode'] === 'request';
  if (request) {
    if (intent.targets.length > 0 || typeof intent.options?.['role'] !== 'string') return { code: 'request-names-a-role' };
    return null;
  }
  return intent.targets.length === 1 ? null : { code: 'detect-needs-a-player' };
}
