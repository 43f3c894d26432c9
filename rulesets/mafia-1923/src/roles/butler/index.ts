import { toPublic } from '@mafia/kernel';
import { defineAbility, defineRole, onTarget, traceEffect, type NightClock } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN, LEDGER, STATUS } from '../../ids';
import type { NightBook } from '../../night/book';
import { isLiving } from '../../seats';
import type { Role } from '../types';

/** Seats poisoned tonight -> the Butler who poisoned them. */
const poisoned = (book: NightBook) => book.roleState('butler', () => new Map<string, string>());

const poison = defineAbility<NightBook>({
  id: ABILITY.poison,
  phase: 'night',
  targets: { count: 1 },
  usesPerGame: 2,
  night: {
    slot: 'poison',
    handle: onTarget((ctx, target) => {
      const { book } = ctx;
      if (book.attack(ctx.night, target, 'poison', ctx.intent.actor) !== 'landed') return;
      if (poisoned(book).has(target) || book.isPoisoned(target)) return;
      poisoned(book).set(target, ctx.intent.actor);
      book.announce('notices.poisoned', { seat: target });
      traceEffect(ctx.night, 'poison', target);
    }),
    morning({ ctx, book }) {
      const next = { kind: 'night' as const, number: ctx.state.clock.phase.number + 1 };
      for (const [seat, by] of poisoned(book)) {
        if (book.deaths.has(seat)) continue;
        ctx.emit({ type: 'status-added', seat, status: { id: STATUS.poisoned, source: 'butler', expires: next, audience: toPublic, data: { by } } });
      }
    },
  },
});

/** Slot 11: "Poison kills a player who was infected the previous night", unless a Doctor cured them. */
export const poisonClock: NightClock<NightBook> = {
  id: 'poison-kills',
  slot: 'poison-kills',
  seats: (state) => state.seats.filter((s) => isLiving(s) && s.statuses.some((st) => st.id === STATUS.poisoned)).map((s) => s.id),
  handle({ night, book, intent }) {
    const seat = intent.actor;
    if (!night.isAlive(seat) || !book.isPoisoned(seat)) return;
    const status = book.state.seats.find((s) => s.id === seat)?.statuses.find((s) => s.id === STATUS.poisoned);
    const by = status?.data?.['by'];
    book.kill(night, seat, 'poison', typeof by === 'string' ? by : null);
  },
};

/**
 * Seed 002, Butler (N, twice): poisons a player, who dies at the end of the following night unless
 * a Doctor cures them. The Butler is immune to poison and survives the first two Mafia kill
 * attempts ("every attempt counts", README Interpretations).
 */
export const butler: Role = defineRole({
  id: 'butler',
  faction: CIVILIAN,
  abilities: [poison],
  defend(attack) {
    if (attack.stage !== 'immunity') return null;
    if (attack.kind === 'poison') return { outcome: 'immune' };
    if (attack.kind !== 'mafia') return null;
    const key = LEDGER.butlerShield(attack.target);
    const attempts = attack.book.ledgerValue(key);
    attack.book.bump(key);
    return attempts < 2 ? { outcome: 'immune' } : null;
  },
});
