// The inquisitor's burns, kept apart from his folder's index so that the commissar's colour rule
// (N-INQ.4) can read them without an import cycle.
import type { GameState, Json } from '@mafia/kernel';
import { read } from '../../data';
import { isBlack, seatOf } from '../../model';

/** Host-only record of every burn that killed: `{ night, inquisitor, target, team }`. */
export const BURNS = 'inquisitor-burns';

export interface Burn {
  night: number;
  inquisitor: string;
  target: string;
  team: string;
}

export const burns = (state: GameState): Burn[] => (read<Json>(state, BURNS) as unknown as Burn[] | null) ?? [];

/**
 * N-INQ.4: a black inquisitor who burned a black "checks red until he burns a red": his last burn
 * killed a black.
 */
export function showsRedAfterBurn(state: GameState, seat: string): boolean {
  if (!isBlack(seatOf(state, seat))) return false;
  const last = burns(state).filter((b) => b.inquisitor === seat).at(-1);
  return last !== undefined && last.team !== 'red';
}
