import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * DET-1..DET-4 tracking ("stayed home" / "went to X" / "information not provided") or DET-11 the
 * civilian-role check, chosen with the move as `options: { mode: 'track' | 'role' }`.
 */
export const detect = defineAbility({
  id: 'detect',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  options: [{ name: 'mode', values: ['track', 'role'], required: true }],
});

export const detective = defineRole({ id: 'detective', faction: RED, abilities: [detect] });
