import type { ActionRef } from '@mafia/resolver';
import { actionRef, defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN, STATUS } from '../../ids';
import type { NightBook } from '../../night/book';
import { selfLimit } from '../limits';
import type { Role } from '../types';

/** Tonight's protections: target -> the protecting actions. */
const guards = (book: NightBook) => book.roleState('doctor', () => new Map<string, ActionRef[]>());

const protect = defineAbility<NightBook>({
  id: ABILITY.protect,
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  validate: selfLimit(2),
  night: {
    slot: 'protect',
    handle: onTarget(
      (ctx, target) => {
        const { book } = ctx;
        guards(book).set(target, [...(guards(book).get(target) ?? []), actionRef(ctx.night)]);
        traceEffect(ctx.night, 'protect', target);
        if (!book.isPoisoned(target)) return;
        book.cured.add(target);
        book.announce('notices.cured', { seat: target });
        traceEffect(ctx.night, 'cure', target);
      },
      { alive: true },
    ),
    morning({ ctx, book }) {
      for (const seat of book.cured) if (!book.deaths.has(seat)) ctx.emit({ type: 'status-removed', seat, status: STATUS.poisoned });
    },
  },
});

/**
 * Seed 002, Doctor (N): saves one player a night from Mafia kills and poisoning (not the
 * Drunkard), and cures a player poisoned the night before (announced publicly). At most twice on
 * itself.
 */
export const doctor: Role = defineRole({
  id: 'doctor',
  faction: CIVILIAN,
  abilities: [protect],
  defend(attack) {
    if (attack.stage !== 'protection' || attack.kind === 'drunkard') return null;
    const by = guards(attack.book).get(attack.target)?.[0];
    return by ? { outcome: 'saved', by } : null;
  },
});
