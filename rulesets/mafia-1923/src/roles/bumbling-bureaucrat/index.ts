import { toHost } from '@mafia/kernel';
import { defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN, STATUS } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

const redirect = defineAbility<NightBook>({
  id: ABILITY.redirect,
  phase: 'night',
  targets: { count: 1 },
  usesPerGame: 2,
  night: {
    slot: 'redirect',
    handle: onTarget(
      (ctx, target) => {
        ctx.book.markRedirect(target);
        traceEffect(ctx.night, 'redirect', target);
      },
      { alive: true },
    ),
    // The mark is a host-only status until the marked player's next action uses it up
    // (`NightBook.targetsOf` tonight, `day/resolve.ts` by day).
    morning({ ctx, book }) {
      for (const seat of book.redirectsAdded) {
        ctx.emit({ type: 'status-added', seat, status: { id: STATUS.redirected, source: 'bumbling-bureaucrat', audience: toHost } });
      }
      for (const seat of book.redirectsUsed) {
        if (book.state.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === STATUS.redirected)) {
          ctx.emit({ type: 'status-removed', seat, status: STATUS.redirected });
        }
      }
    },
  },
});

/**
 * Seed 002, Bumbling Bureaucrat (N, twice): the target's next action (this night, a later night
 * or a day action) goes to random targets. "Votes and Mafia kills are not affected."
 */
export const bumblingBureaucrat: Role = defineRole({ id: 'bumbling-bureaucrat', faction: CIVILIAN, abilities: [redirect] });
