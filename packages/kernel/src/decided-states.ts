import type { KernelEvent } from './events';
import { evolve } from './evolve';
import type { GameState } from './state';

/**
 * A decision (`decide`) already folds its events over the state as it emits them (the Draft), so
 * the state they lead to is known when `decide` returns. The last decision's is remembered here
 * with the state it started from and its events array: `applyEvents` of those very events on that
 * very state hands it back instead of evolving every event a second time. A cache of a pure
 * function: never a different result, only a lower cost (the simulator applies every decision at
 * once, issue #22 "Speed"). One entry, not a WeakMap: a caller applies a decision right after it.
 */
let last: { events: readonly KernelEvent[]; from: GameState; to: GameState } | null = null;

export const rememberDecided = (events: readonly KernelEvent[], from: GameState, to: GameState): void => {
  last = { events, from, to };
};

/** `events` folded over `state` with `evolve` (the state `replay` would reach from it). */
export function applyEvents(state: GameState, events: readonly KernelEvent[]): GameState {
  const hit = last;
  if (hit !== null && hit.events === events && hit.from === state) return hit.to;
  let next = state;
  for (const event of events) next = evolve(next, event);
  return next;
}
