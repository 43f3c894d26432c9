import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import { selfLimit } from '../limits';
import type { RoleModule } from '../types';

/**
 * Seed 002, Doctor (N): saves one player a night from Mafia kills and poisoning, and cures a
 * player poisoned the night before (announced publicly). At most twice on itself.
 */
export const doctor: RoleModule = {
  role: defineRole({
    id: 'doctor',
    faction: CIVILIAN,
    abilities: [{ id: ABILITY.protect, phase: 'night', targets: { count: 1, self: 'allowed' } }],
  }),
  night: {
    ability: ABILITY.protect,
    slot: 'protect',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target === undefined || !ctx.isAlive(target)) return;
      book.doctorGuards.set(target, [...(book.doctorGuards.get(target) ?? []), intent.actor]);
      if (book.isPoisoned(target)) {
        book.cured.add(target);
        book.announce('notices.cured', { seat: target });
      }
    },
  },
  validate: selfLimit(2),
};
