import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002, Drunkard (N, once): chooses a family; a random living member of it (possibly the
 * Drunkard) is attacked. A family with nobody alive may be chosen: nothing happens.
 */
export const drunkard: RoleModule = {
  role: defineRole({
    id: 'drunkard',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.attack, phase: 'night', targets: { count: 1, of: 'choice', choices: { provider: 'families' } }, usesPerGame: 1 }],
  }),
  night: {
    ability: ABILITY.attack,
    slot: 'attack',
    handle(book, ctx, intent) {
      const [family] = book.targetsOf(ctx, intent);
      const members = book.livingNow(ctx).filter((seat) => book.familyOf(seat) === family);
      if (members.length === 0) return;
      const victim = members[Math.floor(book.random() * members.length)];
      if (victim !== undefined) book.attack(ctx, victim, 'drunkard', intent.actor);
    },
  },
};
