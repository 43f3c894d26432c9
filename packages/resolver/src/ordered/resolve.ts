// Ordered resolution: seed 001 method 1 (resolve in written order) and seed 002's numbered night
// order. Steps run in the ruleset's named order; each sees what earlier steps settled.
import { compareText, prepareNight } from '../input';
import type { NightAction, NightInput, Resolution } from '../types';
import type { OrderedOptions } from './context';
import { OrderedNight } from './night';

export function resolveOrdered(input: NightInput, options: OrderedOptions): Resolution {
  const night = prepareNight(input);
  const known = new Set(options.steps);
  if (known.size !== options.steps.length) throw new Error('resolver: duplicate step id');
  for (const action of night.actions) {
    if (action.step === undefined && !action.passive) {
      throw new Error(`resolver: action ${action.id} has no step`);
    }
    if (action.step !== undefined && !known.has(action.step)) {
      throw new Error(`resolver: action ${action.id} names unknown step ${action.step}`);
    }
  }
  // Passives without a step work by themselves from the start of the night (seed 001, method 1:
  // "the BP vest works by itself").
  const always = night.actions.filter((a) => a.step === undefined).sort(bySubmission);
  const byStep = options.steps.map((step) => ({
    step,
    actions: night.actions.filter((a) => a.step === step).sort(bySubmission),
  }));
  const ordered = [...always, ...byStep.flatMap((s) => s.actions)];
  const state = new OrderedNight(night, options, ordered);
  for (const action of always) state.run(action, '');
  for (const { step, actions } of byStep) {
    for (const action of actions) state.run(action, step);
  }
  return { ...state.finish(), ignored: night.ignored };
}

/** Seed 002, Nighttime: same-role actions in order of submission; ids break ties. */
function bySubmission(a: NightAction, b: NightAction): number {
  return a.order - b.order || compareText(a.id, b.id);
}
