import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * BLO-1, BLO-4, BLO-8: each night the blocker arrests (knocks out the target's move) or protects
 * (disrupts negative moves on the target and keeps him at home). The mode must be named, or the
 * move does not count (a required option). BLO-9: never himself.
 */
export const block = defineAbility({
  id: 'block',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  options: [{ name: 'mode', values: ['arrest', 'protect'], required: true }],
});

export const blocker = defineRole({ id: 'blocker', faction: RED, abilities: [block] });
