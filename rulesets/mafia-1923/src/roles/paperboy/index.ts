import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

const deliver = defineAbility<NightBook>({
  id: ABILITY.deliver,
  phase: 'night',
  targets: { count: 2, self: 'forbidden', distinct: true },
  usesPerGame: 2,
  night: {
    slot: 'inquire',
    handle({ night, book, targets }) {
      const [reader, subject] = targets();
      if (reader === undefined || subject === undefined || !night.isAlive(reader) || !night.isAlive(subject)) return;
      book.tell(reader, 'results.role', {}, { kind: 'role', subject, role: book.roleOf(subject), mafia: book.isMafia(subject) });
      traceEffect(night, 'deliver', subject, { reader });
    },
  },
});

/**
 * Seed 002, Paperboy (N, twice): chooses two living players, never itself; the first learns the
 * role of the second. Interpretation: delivered in slot 10 with the other inquiries.
 */
export const paperboy: Role = defineRole({ id: 'paperboy', faction: CIVILIAN, abilities: [deliver] });
