import { evolve, type GameState, type KernelEvent } from '@mafia/kernel';
import type { StoredEvent } from './ports';

/** Replays stored events onto a state; a gap in the seqs is a bug in the store, so it throws. */
export function applyStored(state: GameState, stored: readonly StoredEvent[]): GameState {
  let next = state;
  for (const event of stored) {
    if (event.seq !== next.seq + 1) {
      throw new Error(`event log of ${event.gameId} jumps from seq ${next.seq} to ${event.seq}`);
    }
    next = evolve(next, event.payload as KernelEvent);
  }
  return next;
}
