import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002, Bumbling Bureaucrat (N, twice): the target's next action (this night, a later night
 * or a day action) goes to random targets. "Votes and Mafia kills are not affected."
 */
export const bumblingBureaucrat: RoleModule = {
  role: defineRole({
    id: 'bumbling-bureaucrat',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.redirect, phase: 'night', targets: { count: 1 }, usesPerGame: 2 }],
  }),
  night: {
    ability: ABILITY.redirect,
    slot: 'redirect',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target !== undefined && ctx.isAlive(target)) book.markRedirect(target);
    },
  },
};
