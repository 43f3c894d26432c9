import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, read } from '../../data';
import { RED } from '../../model';

/** DOC-1, DOC-9: heal one player, or two at once ("double heal"). Self-heal allowed (DOC-10 b, c). */
export const heal = defineAbility({ id: 'heal', phase: 'night', targets: { count: 2, min: 1, self: 'allowed' } });

export const doctor = defineRole({ id: 'doctor', faction: RED, abilities: [heal] });

/**
 * DOC-10: (a) no double heal on two consecutive nights; (b) no self-heal on two consecutive nights;
 * (c) no self-heal as part of a double heal. The history belongs to the role (ACT-7: an active
 * citizen who takes the role over plays it as if from the start).
 */
export function validateHeal(state: GameState, intent: Intent): Rejection | null {
  const double = intent.targets.length === 2;
  const self = intent.targets.includes(intent.actor);
  if (double && self) return { code: 'double-heal-with-self' };
  const last = read<{ night: number; targets: string[]; doctor: string }>(state, KEYS.heal);
  if (!last || last.night !== state.clock.phase.number - 1) return null;
  if (double && last.targets.length === 2) return { code: 'double-heal-twice' };
  if (self && last.targets.includes(last.doctor) && last.doctor === intent.actor) return { code: 'self-heal-twice' };
  return null;
}
