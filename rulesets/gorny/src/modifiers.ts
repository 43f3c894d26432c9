import type { Seat } from '@mafia/kernel';
import { bulletproof, defineModifier, strongWilled, type ModifierDefinition } from '@mafia/ruleset-kit';

/**
 * A cop's sanity (seed 001, method 1: "Result would depend on his role's sanity, which only the
 * game mod knows"): hidden from the cop. `sane` is the default when none is given.
 */
export const SANITIES = ['sane', 'insane', 'naive', 'paranoid'] as const;
export type Sanity = (typeof SANITIES)[number];

export const sanityModifiers: ModifierDefinition[] = SANITIES.map((id) => defineModifier({ id, hidden: true }));

export function sanityOf(seat: Seat): Sanity {
  return SANITIES.find((id) => seat.modifiers.some((m) => m.id === id)) ?? 'sane';
}

/** `bulletproof-N` (the "one shot BP vest") and `strong-willed` (RAR: cannot be roleblocked) from the kit. */
export const modifiers: ModifierDefinition[] = [bulletproof, strongWilled, ...sanityModifiers];
