// The Executor's torture chamber (part 2 §4.6): who is in it, and the pain resistance he spent.
// Host-only ruleset data; the `tortured` status (contract §3) marks the captive.
import type { GameState, HookContext, Json, Seat } from '@mafia/kernel';
import { read, write } from '../../data';
import { BLACK, negativeOf } from '../../model';
import { hasStatus } from '../hacker/blocks';

export const TORTURED = 'tortured';
export const CAPTIVES = 'executor-captives';
export const PAIN_SPENT = 'executor-pain-spent';

export interface Captive {
  executor: string;
  victim: string;
  /** The night he took the victim (r.2). */
  night: number;
}

export const isExecutor = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === 'executor';
export const captivesOf = (state: GameState): Captive[] => read<Captive[] & Json>(state, CAPTIVES) ?? [];
export const writeCaptives = (ctx: HookContext, list: Captive[]): void => write(ctx, CAPTIVES, list as unknown as Json);
/** r.15: executors whose one night of pain resistance is spent. */
export const painSpent = (state: GameState): string[] => read<string[]>(state, PAIN_SPENT) ?? [];

/** r.15: the executor's pain resistance is still intact (N-EXE.2 reads it from the Immortal's link). */
export const painIntact = (state: GameState, seat: Seat): boolean => isExecutor(seat) && !painSpent(state).includes(seat.id);

/** Adds a status, replacing one of the same id (as the hacker's and the explosion's blocks). */
export function addStatus(ctx: HookContext, seat: Seat, id: string, expires?: { kind: 'day' | 'night'; number: number }): void {
  if (hasStatus(seat, id)) ctx.emit({ type: 'status-removed', seat: seat.id, status: id });
  ctx.emit({ type: 'status-added', seat: seat.id, status: { id, source: 'executor', ...(expires ? { expires } : {}) } });
}
