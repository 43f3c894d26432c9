import { defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { RoleModule } from '../types';

/**
 * Seed 002, Boss (N, every night): cancels the target's nighttime action for that night, never a
 * Mafia kill. The target is told the next morning "whether the targeted player actually
 * attempted to do anything the previous night or not".
 */
export const boss: RoleModule = {
  role: defineRole({ id: 'boss', faction: CIVILIAN, abilities: [{ id: ABILITY.cancel, phase: 'night', targets: { count: 1 } }] }),
  night: {
    ability: ABILITY.cancel,
    slot: 'cancel',
    handle(book, ctx, intent) {
      const [target] = book.targetsOf(ctx, intent);
      if (target === undefined) return;
      for (const action of ctx.actionsOf(target)) {
        if (action.ability !== ABILITY.kill && !action.passive) ctx.cancel(action.id);
      }
      book.tell(target, 'notices.cancelled-by-boss');
    },
  },
};
