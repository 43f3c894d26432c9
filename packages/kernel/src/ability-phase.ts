import type { PhaseKind } from './ids';

/**
 * When an ability may be used: by day, by night, or `any` (both, under one id). Seed 003 (Conan BO)
 * has police arrests, releases, Akai's Vengeance and travel "N/D": one ability, one use counter,
 * one intent key, whichever phase it is sent in.
 */
export type AbilityPhase = PhaseKind | 'any';

const BOTH: readonly PhaseKind[] = ['day', 'night'];

/** The phase kinds an ability can be used in. */
export function abilityPhases(ability: { phase: AbilityPhase }): readonly PhaseKind[] {
  return ability.phase === 'any' ? BOTH : [ability.phase];
}

/** Whether an ability can be used in a phase of this kind (its `steps` and `when` aside). */
export function usableInPhase(ability: { phase: AbilityPhase }, kind: PhaseKind): boolean {
  return ability.phase === 'any' || ability.phase === kind;
}
