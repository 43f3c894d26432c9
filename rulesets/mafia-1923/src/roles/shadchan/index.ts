import { toHost } from '@mafia/kernel';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN, DATA, STATUS } from '../../ids';
import type { Pair } from '../../lovers';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

/** Pairs made tonight (the book's `pairs` holds every pair: nobody is paired twice). */
const newPairs = (book: NightBook) => book.roleState('shadchan', (): Pair[] => []);

const matchmake = defineAbility<NightBook>({
  id: ABILITY.matchmake,
  phase: 'night',
  targets: { count: 2, self: 'forbidden', distinct: true },
  usesPerGame: 1,
  night: {
    slot: 'matchmake',
    handle({ night, book, targets }) {
      const [a, b] = targets();
      if (a === undefined || b === undefined || !night.isAlive(a) || !night.isAlive(b)) return;
      if (book.loverOf(a) !== undefined || book.loverOf(b) !== undefined) return;
      book.pairs.push([a, b]);
      newPairs(book).push([a, b]);
      book.tell(a, 'notices.in-love', { partner: b });
      book.tell(b, 'notices.in-love', { partner: a });
      traceEffect(night, 'matchmake', a, { partner: b });
    },
    morning({ ctx, book }) {
      if (newPairs(book).length === 0) return;
      ctx.emit({ type: 'data-set', key: DATA.lovers, value: book.pairs.map((p) => [...p]), audience: toHost });
      for (const [a, b] of newPairs(book)) {
        ctx.emit({ type: 'status-added', seat: a, status: { id: STATUS.inLove, source: 'shadchan', data: { partner: b } } });
        ctx.emit({ type: 'status-added', seat: b, status: { id: STATUS.inLove, source: 'shadchan', data: { partner: a } } });
      }
    },
  },
});

/**
 * Seed 002 names the Shadchan (step 4) without describing it. Our reading (README,
 * "Interpretations"): once per game, two other living players fall in love; only they are told,
 * each learning the partner. Nothing else follows: the rulebook mentions no death or other effect
 * of love, so a lover's death kills nobody (issue #16). Players already in love cannot be paired
 * again (the attempt does nothing).
 */
export const shadchan: Role = defineRole({ id: 'shadchan', faction: CIVILIAN, abilities: [matchmake] });
