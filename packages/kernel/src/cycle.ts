import type { PhaseKind, PhaseRef } from './ids';
import type { Condition, CycleSpec, RulesetRuntime, StepSpec } from './ruleset';
import type { GameState } from './state';

export function firstPhaseKind(cycle: CycleSpec, settings: GameState['settings']): PhaseKind {
  if (typeof cycle.first === 'string') return cycle.first;
  const chosen = settings[cycle.first.setting];
  return chosen === 'day' || chosen === 'night' ? chosen : cycle.first.default;
}

/** Day n follows night n when the game starts at night, and night n follows day n otherwise. */
export function nextPhase(phase: PhaseRef, first: PhaseKind): PhaseRef {
  const other: PhaseKind = first === 'day' ? 'night' : 'day';
  return phase.kind === first ? { kind: other, number: phase.number } : { kind: first, number: phase.number + 1 };
}

/** A condition's value: true, false, or 'maybe' when it needs a predicate the caller cannot answer (yet). */
export type ConditionValue = boolean | 'maybe';

/**
 * The one evaluator of a step's or an ability's `when` (review 2026-11 D19). The phase number and
 * the settings are known; a named predicate is answered by `predicate`, which may say 'maybe' (the
 * scenario runner asks whether a later step may still open before the step before it has ended).
 * `all`/`any` stop at the first decisive part, so a predicate after it is never asked.
 */
export function evaluateCondition(
  condition: Condition | undefined,
  phase: PhaseRef,
  state: GameState,
  predicate: (name: string) => ConditionValue,
): ConditionValue {
  if (!condition) return true;
  if ('parity' in condition) return condition.parity === 'odd' ? phase.number % 2 === 1 : phase.number % 2 === 0;
  if ('from' in condition) return phase.number >= condition.from;
  if ('until' in condition) return phase.number <= condition.until;
  if ('numbers' in condition) return condition.numbers.includes(phase.number);
  if ('setting' in condition) return state.settings[condition.setting] === condition.equals;
  if ('predicate' in condition) return predicate(condition.predicate);
  if ('not' in condition) {
    const inner = evaluateCondition(condition.not, phase, state, predicate);
    return inner === 'maybe' ? 'maybe' : !inner;
  }
  const [parts, decisive] = 'all' in condition ? [condition.all, false] : [condition.any, true];
  let maybe = false;
  for (const part of parts) {
    const value = evaluateCondition(part, phase, state, predicate);
    if (value === decisive) return decisive;
    if (value === 'maybe') maybe = true;
  }
  return maybe ? 'maybe' : !decisive;
}

/** Whether a condition holds now, asking the ruleset's named predicates (an unknown name is a bug). */
export function conditionHolds(
  condition: Condition | undefined,
  phase: PhaseRef,
  state: GameState,
  rules: RulesetRuntime,
): boolean {
  const value = evaluateCondition(condition, phase, state, (name) => {
    const holds = rules.hooks.conditions?.[name];
    if (!holds) throw new Error(`unknown condition predicate ${name}`);
    return holds(state, phase);
  });
  return value === true;
}

export function stepsOf(rules: RulesetRuntime, phase: PhaseRef, state: GameState): StepSpec[] {
  return rules.cycle[phase.kind].steps.filter((step) => conditionHolds(step.when, phase, state, rules));
}

export function stepSpec(rules: RulesetRuntime, phase: PhaseRef, step: string): StepSpec | undefined {
  return rules.cycle[phase.kind].steps.find((s) => s.id === step);
}

/** Where the clock goes after the current step: the next step of the phase, or the first step of the next phase that has one. */
export function nextStep(
  rules: RulesetRuntime,
  state: GameState,
): { phase: PhaseRef; step: StepSpec; newPhase: boolean } | null {
  const { phase, step } = state.clock;
  const steps = stepsOf(rules, phase, state);
  const index = steps.findIndex((s) => s.id === step);
  const following = index >= 0 ? steps[index + 1] : undefined;
  if (following) return { phase, step: following, newPhase: false };
  const first = firstPhaseKind(rules.cycle, state.settings);
  let candidate = nextPhase(phase, first);
  // A phase with no step this time (all conditional) is skipped; bounded so a bad cycle cannot loop forever.
  for (let guard = 0; guard < 8; guard++) {
    if (rules.cycle.last && isAfter(candidate, rules.cycle.last, first)) return null;
    const candidateSteps = stepsOf(rules, candidate, state);
    if (candidateSteps[0]) return { phase: candidate, step: candidateSteps[0], newPhase: true };
    candidate = nextPhase(candidate, first);
  }
  throw new Error('phase cycle has no step in eight consecutive phases');
}

/** Chronological order of phases, given which kind comes first in each pair. */
export function phaseIndex(phase: PhaseRef, first: PhaseKind): number {
  return (phase.number - 1) * 2 + (phase.kind === first ? 0 : 1);
}

export function isAfter(a: PhaseRef, b: PhaseRef, first: PhaseKind): boolean {
  return phaseIndex(a, first) > phaseIndex(b, first);
}

export function durationOf(step: StepSpec, settings: GameState['settings']): number | null {
  if (step.duration === undefined) return null;
  if (typeof step.duration === 'number') return step.duration;
  const value = settings[step.duration];
  return typeof value === 'number' && value > 0 ? value : null;
}
