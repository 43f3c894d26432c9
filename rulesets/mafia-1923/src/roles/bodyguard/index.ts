import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import { selfLimit } from '../limits';
import type { RoleModule } from '../types';

/**
 * Seed 002, Bodyguard (N): protects one player a night from the Mafia, poison and the Drunkard;
 * the attacker is injured. Automatically protects itself once (in `NightBook.attack`) and may
 * choose itself once more. It is never told about either.
 */
export const bodyguard: RoleModule = {
  role: defineRole({
    id: 'bodyguard',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.guard, phase: 'night', targets: { count: 1, self: 'allowed' } }],
  }),
  night: {
    ability: ABILITY.guard,
    slot: 'guard',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target === undefined) return;
      book.bodyguardGuards.set(target, [...(book.bodyguardGuards.get(target) ?? []), intent.actor]);
    },
  },
  validate: selfLimit(1),
};
