import { defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

export const TOWNSPERSON = 'townsperson';
export const MAFIA_MEMBER = 'mafia-member';

const steal = defineAbility<NightBook>({
  id: ABILITY.steal,
  phase: 'night',
  targets: { count: 1 },
  usesPerGame: 1,
  night: {
    slot: 'steal',
    handle: onTarget(
      ({ night, book, intent }, target) => {
        const stolen = book.roleOf(target);
        const thiefSeat = intent.actor;
        if (stolen === TOWNSPERSON || stolen === MAFIA_MEMBER) {
          // "they are told their attempt fails, but they are not told why, and the target is not told"
          book.roles.set(thiefSeat, TOWNSPERSON);
          book.roleChanges.set(thiefSeat, TOWNSPERSON);
          book.tell(thiefSeat, 'notices.steal-failed');
          traceEffect(night, 'steal', target, { failed: true });
          return;
        }
        // "Thieves may take secondary roles of Mafia Members, but they cannot join the Mafia."
        const victimRole = book.isMafia(target) ? MAFIA_MEMBER : TOWNSPERSON;
        book.roles.set(thiefSeat, stolen);
        book.roleChanges.set(thiefSeat, stolen);
        book.roles.set(target, victimRole);
        book.roleChanges.set(target, victimRole);
        book.limitResets.add(thiefSeat);
        book.tell(thiefSeat, 'notices.steal-succeeded', { role: stolen });
        book.tell(target, 'notices.role-stolen', { role: victimRole });
        traceEffect(night, 'steal', target, { role: stolen });
        // The victim no longer holds the role, so its later actions tonight do not happen.
        for (const action of night.actionsOf(target)) if (action.ability !== ABILITY.kill && !action.passive) night.cancel(action.id);
      },
      { alive: true },
    ),
    // Role changes are shared with the day (the court's heirs read `roles`), so they are the book's.
    morning({ ctx, book }) {
      for (const [seat, role] of book.roleChanges) ctx.emit({ type: 'role-changed', seat, role });
    },
  },
});

/**
 * Seed 002, Thief (N, once): steals a living player's role for the rest of the game; the victim
 * reverts to a Townsperson, or stays a plain Mafia Member. Stealing from a Townsperson (or from a
 * Mafia Member without a second role, interpretation) fails and the Thief becomes a Townsperson.
 */
export const thief: Role = defineRole({ id: 'thief', faction: CIVILIAN, abilities: [steal] });
