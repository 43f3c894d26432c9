import { evaluateCondition, type GameState } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';

/**
 * Whether `step` may still open in the current phase after the current step: it comes later in
 * the phase's cycle and its `when` does not rule this phase out. The runner then ends only the
 * current step, so the next file entry plays the later step of the same phase (docs/scenarios.md,
 * "Several steps of one phase").
 */
export function stepMayFollow(ruleset: Ruleset, state: GameState, step: string): boolean {
  const { phase, step: current } = state.clock;
  const steps = ruleset.runtime.cycle[phase.kind].steps;
  const from = steps.findIndex((s) => s.id === current);
  const at = steps.findIndex((s) => s.id === step);
  // The ruleset's predicates (`lynch-tied`) are only known when the step before ends: 'maybe' here.
  return from >= 0 && at > from && evaluateCondition(steps[at]?.when, phase, state, () => 'maybe') !== false;
}
