// Ordered resolution: seed 001 method 1 (resolve in written order) and seed 002's numbered night
// order. Slots run in the ruleset's named order; each sees what earlier slots settled.
import { compareText, prepareNight } from '../input';
import type { NightAction, NightInput, Resolution } from '../types';
import type { OrderedOptions } from './context';
import { OrderedNight } from './night';

export function resolveOrdered(input: NightInput, options: OrderedOptions): Resolution {
  const night = prepareNight(input);
  const known = new Set(options.slots);
  if (known.size !== options.slots.length) throw new Error('resolver: duplicate slot id');
  for (const action of night.actions) {
    if (action.slot === undefined && !action.passive) {
      throw new Error(`resolver: action ${action.id} has no slot`);
    }
    if (action.slot !== undefined && !known.has(action.slot)) {
      throw new Error(`resolver: action ${action.id} names unknown slot ${action.slot}`);
    }
  }
  // Passives without a slot work by themselves from the start of the night (seed 001, method 1:
  // "the BP vest works by itself").
  const always = night.actions.filter((a) => a.slot === undefined).sort(bySubmission);
  const bySlot = options.slots.map((slot) => ({
    slot,
    actions: night.actions.filter((a) => a.slot === slot).sort(bySubmission),
  }));
  const ordered = [...always, ...bySlot.flatMap((s) => s.actions)];
  const state = new OrderedNight(night, options, ordered);
  for (const action of always) state.run(action, '');
  for (const { slot, actions } of bySlot) {
    for (const action of actions) state.run(action, slot);
  }
  return { ...state.finish(), ignored: night.ignored };
}

/** Seed 002, Nighttime: same-slot actions in order of submission; ids break ties. */
function bySubmission(a: NightAction, b: NightAction): number {
  return a.order - b.order || compareText(a.id, b.id);
}
