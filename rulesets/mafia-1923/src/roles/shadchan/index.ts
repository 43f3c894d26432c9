import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002 names the Shadchan (step 4) without describing it. Our reading (README,
 * "Interpretations"): once per game, two other living players fall in love; only they are told,
 * each learning the partner. When one lover dies the other dies of a broken heart at once.
 * Players already in love cannot be paired again (the attempt does nothing).
 */
export const shadchan: RoleModule = {
  role: defineRole({
    id: 'shadchan',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.matchmake, phase: 'night', targets: { count: 2, self: 'forbidden', distinct: true }, usesPerGame: 1 }],
  }),
  night: {
    ability: ABILITY.matchmake,
    slot: 'matchmake',
    handle(book, ctx, intent) {
      const [a, b] = book.targetsOf(ctx, intent);
      if (a === undefined || b === undefined || !ctx.isAlive(a) || !ctx.isAlive(b)) return;
      if (book.loverOf(a) !== undefined || book.loverOf(b) !== undefined) return;
      book.pairs.push([a, b]);
      book.newPairs.push([a, b]);
      book.tell(a, 'notices.in-love', { partner: b });
      book.tell(b, 'notices.in-love', { partner: a });
    },
  },
};
