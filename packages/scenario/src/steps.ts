import type { Condition, GameState, PhaseRef } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';

/** true, false, or 'maybe' when the answer needs a ruleset predicate, which reads future state. */
type Maybe = boolean | 'maybe';

/**
 * Evaluates a step's `when` for a phase without the ruleset's predicates: the phase number and the
 * settings are known now, a predicate (`lynch-tied`) is only known when the step before it ends.
 */
function mayHold(condition: Condition | undefined, phase: PhaseRef, state: GameState): Maybe {
  if (!condition) return true;
  if ('parity' in condition) return condition.parity === 'odd' ? phase.number % 2 === 1 : phase.number % 2 === 0;
  if ('from' in condition) return phase.number >= condition.from;
  if ('until' in condition) return phase.number <= condition.until;
  if ('numbers' in condition) return condition.numbers.includes(phase.number);
  if ('setting' in condition) return state.settings[condition.setting] === condition.equals;
  if ('predicate' in condition) return 'maybe';
  if ('not' in condition) {
    const inner = mayHold(condition.not, phase, state);
    return inner === 'maybe' ? 'maybe' : !inner;
  }
  const parts = ('all' in condition ? condition.all : condition.any).map((c) => mayHold(c, phase, state));
  const decisive = 'all' in condition ? false : true;
  if (parts.includes(decisive)) return decisive;
  return parts.includes('maybe') ? 'maybe' : !decisive;
}

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
  return from >= 0 && at > from && mayHold(steps[at]?.when, phase, state) !== false;
}
