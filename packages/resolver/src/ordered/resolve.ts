// Ordered resolution: seed 001 method 1 (resolve in written order) and seed 002's numbered night
// order. Slots run in the ruleset's named order; each sees what earlier slots settled.
import { compareText, prepareNight } from '../input';
import type { NightAction, NightInput, Resolution } from '../types';
import type { OrderedOptions } from './context';
import { OrderedNight } from './night';

export function resolveOrdered(input: NightInput, options: OrderedOptions): Resolution {
  const night = prepareNight(input);
  const { slots } = options;
  const slotIndex = indexOfSlots(slots);
  for (const action of night.actions) {
    if (action.slot === undefined && !action.passive) {
      throw new Error(`resolver: action ${action.id} has no slot`);
    }
    if (action.slot !== undefined && !slotIndex.has(action.slot)) {
      throw new Error(`resolver: action ${action.id} names unknown slot ${action.slot}`);
    }
  }
  // Passives without a slot work by themselves from the start of the night (seed 001, method 1:
  // "the BP vest works by itself"). Then each slot's actions, in the slots' order. One pass puts
  // each action in its slot's list (in id order, as a filter per slot would), and each list is
  // sorted by submission; bySubmission is a total order (ids are unique), so this is the order a
  // stable sort of the filtered lists gives.
  const always: NightAction[] = [];
  const bySlot: (NightAction[] | undefined)[] = new Array<NightAction[] | undefined>(slots.length);
  for (const action of night.actions) {
    if (action.slot === undefined) {
      always.push(action);
      continue;
    }
    const s = slotIndex.get(action.slot) as number;
    const list = bySlot[s];
    if (list) list.push(action);
    else bySlot[s] = [action];
  }
  sortBySubmission(always);
  const ordered: NightAction[] = always.slice();
  for (const list of bySlot) {
    if (!list) continue;
    sortBySubmission(list);
    for (const action of list) ordered.push(action);
  }
  const state = new OrderedNight(night, options, ordered);
  for (const action of always) state.run(action, '');
  for (let s = 0; s < bySlot.length; s += 1) {
    const list = bySlot[s];
    if (!list) continue;
    const slot = slots[s] as string;
    for (const action of list) state.run(action, slot);
  }
  const { effects, prevented, trace } = state.finish();
  return { effects, prevented, trace, ignored: night.ignored };
}

/**
 * Each slot's position in the night order; a duplicate slot id throws. A ruleset hands the same
 * slot list (its definition's, which never changes) every night, so the index is remembered per
 * list: a memo keyed by identity, checked against the list's length; a list with a duplicate is
 * never stored, so it throws every time.
 */
const slotIndexes = new WeakMap<readonly string[], ReadonlyMap<string, number>>();

function indexOfSlots(slots: readonly string[]): ReadonlyMap<string, number> {
  const known = slotIndexes.get(slots);
  if (known && known.size === slots.length) return known;
  const index = new Map<string, number>();
  for (let s = 0; s < slots.length; s += 1) index.set(slots[s] as string, s);
  if (index.size !== slots.length) throw new Error('resolver: duplicate slot id');
  slotIndexes.set(slots, index);
  return index;
}

/** Seed 002, Nighttime: same-slot actions in order of submission; ids break ties. */
function bySubmission(a: NightAction, b: NightAction): number {
  return a.order - b.order || compareText(a.id, b.id);
}

/** A slot holds a few actions: an insertion sort (the native sort allocates); the same order, as the order is total. */
function sortBySubmission(list: NightAction[]): void {
  if (list.length > 16) {
    list.sort(bySubmission);
    return;
  }
  for (let i = 1; i < list.length; i += 1) {
    const value = list[i] as NightAction;
    let j = i - 1;
    while (j >= 0 && bySubmission(list[j] as NightAction, value) > 0) {
      list[j + 1] = list[j] as NightAction;
      j -= 1;
    }
    list[j + 1] = value;
  }
}
