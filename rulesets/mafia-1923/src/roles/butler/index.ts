import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002, Butler (N, twice): poisons a player, who dies at the end of the following night unless
 * a Doctor cures them. The Butler is immune to poison and survives the first two Mafia kill
 * attempts (both in `NightBook.attack`).
 */
export const butler: RoleModule = {
  role: defineRole({
    id: 'butler',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.poison, phase: 'night', targets: { count: 1 }, usesPerGame: 2 }],
  }),
  night: {
    ability: ABILITY.poison,
    slot: 'poison',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target !== undefined) book.attack(ctx, target, 'poison', intent.actor);
    },
  },
};
