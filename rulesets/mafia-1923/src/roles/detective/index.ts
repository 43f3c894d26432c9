import { defineAbility, defineRole, onTarget, traceEffect } from '@mafia/ruleset-kit';
import { ABILITY, CIVILIAN } from '../../ids';
import type { NightBook } from '../../night/book';
import type { Role } from '../types';

const inquire = defineAbility<NightBook>({
  id: ABILITY.inquire,
  phase: 'night',
  targets: { count: 1 },
  usesPerGame: 2,
  night: {
    slot: 'inquire',
    handle: onTarget(
      (ctx, target) => {
        const mafia = ctx.book.isMafia(target);
        ctx.book.tell(ctx.intent.actor, 'results.inquiry', {}, { kind: 'inquiry', target, mafia });
        traceEffect(ctx.night, 'inquire', target, { mafia });
      },
      { alive: true },
    ),
  },
});

/**
 * Seed 002 names the Detective (step 10) without describing it. Our reading (README,
 * "Interpretations"): twice per game, learns whether one other living player is a Mafia Member.
 * It acts after the Mafia, so a Detective killed that night learns nothing.
 */
export const detective: Role = defineRole({ id: 'detective', faction: CIVILIAN, abilities: [inquire] });
