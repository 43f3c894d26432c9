import { defineModifier } from './define';
import { STRONG_WILLED } from './night';

/** Seed 001 "one shot BP vest": a passive self-protection with limited uses (`bulletproof-1`). */
export const bulletproof = defineModifier({
  id: 'bulletproof',
  hidden: false,
  limited: true,
  passiveComponents: (seat, uses) => [{ kind: 'protect', target: seat.id, ...(uses !== undefined ? { uses } : {}) }],
});

/** Seed 001 RAR: a strong-willed player cannot be roleblocked. */
export const strongWilled = defineModifier({ id: STRONG_WILLED, hidden: false });
