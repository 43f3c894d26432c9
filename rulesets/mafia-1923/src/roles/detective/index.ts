import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002 names the Detective (step 10) without describing it. Our reading (README,
 * "Interpretations"): twice per game, learns whether one other living player is a Mafia Member.
 * It acts after the Mafia, so a Detective killed that night learns nothing.
 */
export const detective: RoleModule = {
  role: defineRole({
    id: 'detective',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.inquire, phase: 'night', targets: { count: 1 }, usesPerGame: 2 }],
  }),
  night: {
    ability: ABILITY.inquire,
    slot: 'inquire',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target === undefined || !ctx.isAlive(target)) return;
      book.tell(intent.actor, 'results.inquiry', {}, { kind: 'inquiry', target, mafia: book.isMafia(target) });
    },
  },
};
