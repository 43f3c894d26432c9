import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002, Paperboy (N, twice): chooses two living players, never itself; the first learns the
 * role of the second. Interpretation: delivered in step 10 with the other inquiries.
 */
export const paperboy: RoleModule = {
  role: defineRole({
    id: 'paperboy',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.deliver, phase: 'night', targets: { count: 2, self: 'forbidden', distinct: true }, usesPerGame: 2 }],
  }),
  night: {
    ability: ABILITY.deliver,
    slot: 'inquire',
    handle(book, ctx, intent) {
      const [reader, subject] = book.targetsOf(ctx, intent);
      if (reader === undefined || subject === undefined || !ctx.isAlive(reader) || !ctx.isAlive(subject)) return;
      book.tell(reader, 'results.role', {}, { kind: 'role', subject, role: book.roleOf(subject), mafia: book.isMafia(subject) });
    },
  },
};
