import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

const attack = defineAbility<NightBook>({
  id: ABILITY.attack,
  phase: 'night',
  targets: { count: 1, of: 'choice', choices: { provider: 'families' } },
  usesPerGame: 1,
  night: {
    slot: 'attack',
    handle({ night, book, intent, targets }) {
      const [family] = targets();
      const members = book.livingNow(night).filter((seat) => book.familyOf(seat) === family);
      if (members.length === 0) return;
      const victim = members[Math.floor(book.random() * members.length)];
      if (victim !== undefined && book.attack(night, victim, 'drunkard', intent.actor) === 'landed') book.kill(night, victim, 'drunkard', intent.actor);
    },
  },
});

/**
 * Seed 002, Drunkard (N, once): chooses a family; a random living member of it (possibly the
 * Drunkard) is attacked. A family with nobody alive may be chosen: nothing happens.
 */
export const drunkard: Role = defineRole({ id: 'drunkard', faction: CIVILIAN, abilities: [attack] });
