// The Fanatic's record (part 2 §3.19, l.36): his favourite and his revenge, host-only data.
import type { GameState, HookContext, Json } from '@mafia/kernel';
import { read, write } from '../../data';

export const FANATIC = 'fanatic';
export const FANATICS = 'fanatics';

export interface FanaticRecord {
  /** fanatic r.1, r.9: the favourite for the whole game. */
  favourite: string;
  /** fanatic r.4: avenged (a player of the opposite team or the Faceless killed). */
  avenged: boolean;
  /** fanatic r.5, r.8: players of his own team he killed (each raises the revenge limit by 1). */
  ownKills: number;
}

export const fanaticsOf = (state: GameState): Record<string, FanaticRecord> =>
  (read<Json>(state, FANATICS) as unknown as Record<string, FanaticRecord> | null) ?? {};

export const fanaticOf = (state: GameState, seat: string): FanaticRecord | undefined => fanaticsOf(state)[seat];

export function saveFanatic(ctx: HookContext, seat: string, record: FanaticRecord): void {
  write(ctx, FANATICS, { ...fanaticsOf(ctx.state), [seat]: record } as unknown as Json);
}

/** fanatic r.3 (reading A4: the favourite leaving the game any way) and r.4: the right of revenge. */
export function hasRevengeRight(state: GameState, seat: string): boolean {
  const record = fanaticOf(state, seat);
  if (!record || record.avenged) return false;
  const favourite = state.seats.find((s) => s.id === record.favourite);
  return favourite !== undefined && (!favourite.alive || favourite.removed === true);
}
