// The Cultist's record (part 2 §3.26), host-only data shared by his evening and his night.
import type { GameState, Json } from '@mafia/kernel';
import { read } from '../../data';

export const CULTIST = 'cultist';
/** Host-only: each cultist's sacrifice in force and his souls (held, and taken in all: A6). */
export const CULTS = 'cultists';
export interface Cult {
  seat: string;
  targets: string[];
  souls: number;
  taken: number;
  /** cultist r.9: the night of his last self-heal (a repeated one costs 3). */
  selfHealNight?: number;
  /** cultist r.3, r.4: his devour killed (no second kill). */
  devoured?: boolean;
  /** cultist r.4: a spare life like the Immortal's after he devoured one of his own team; spent once used. */
  spareLife?: 'unspent' | 'spent';
}

export const cultsOf = (state: GameState): Cult[] => (read<Json>(state, CULTS) as unknown as Cult[] | null) ?? [];

/** cultist r.3: transformed once three souls have been taken (spent ones included: A6). */
export const transformed = (state: GameState, seat: string): boolean => (cultsOf(state).find((c) => c.seat === seat)?.taken ?? 0) >= 3;
