import { defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

const cancel = defineAbility<NightBook>({
  id: ABILITY.cancel,
  phase: 'night',
  targets: { count: 1 },
  night: {
    slot: 'cancel',
    handle: onTarget((ctx, target) => {
      for (const action of ctx.night.actionsOf(target)) {
        if (action.ability !== ABILITY.kill && !action.passive) ctx.night.cancel(action.id);
      }
      ctx.book.tell(target, 'notices.cancelled-by-boss');
      traceEffect(ctx.night, 'cancel', target);
    }),
  },
});

/**
 * Seed 002, Boss (N, every night): cancels the target's nighttime action for that night, never a
 * Mafia kill. The target is told the next morning "whether the targeted player actually
 * attempted to do anything the previous night or not".
 */
export const boss: Role = defineRole({ id: 'boss', faction: CIVILIAN, abilities: [cancel] });
