// Who is where and who may act: the conditions of CB-D6 and the ranks of CB-D3, read from the state.
import type { GameState, PhaseRef, Seat } from '@mafia/kernel';
import { BO_ROLES, DB_ROLES, FACTION, POLICE_ROLES, STATUS, type RoleId, type StatusId } from '../ids';

export const seatById = (state: GameState, id: string): Seat | undefined => state.seats.find((s) => s.id === id);
export const holds = (seat: Seat | undefined, status: StatusId): boolean => seat?.statuses.some((s) => s.id === status) ?? false;
export const isBo = (seat: Seat | undefined): boolean => seat?.faction === FACTION.bo;
export const living = (state: GameState): Seat[] => state.seats.filter((s) => s.alive && !s.removed);
/** CB-D24: free = alive and not arrested (abroad players count). */
export const isFree = (seat: Seat): boolean => seat.alive && !seat.removed && !holds(seat, STATUS.arrested);
/** CB-D5.2: in Japan and free. */
export const isAvailable = (seat: Seat | undefined): boolean => !!seat && isFree(seat) && !holds(seat, STATUS.abroad);

/** CB-D3: BO rank, 1 highest; town seats rank after every BO member. */
export const boRankOf = (role: string): number => {
  const i = (BO_ROLES as readonly string[]).indexOf(role);
  return i < 0 ? 99 : i + 1;
};
export const dbRankOf = (role: string): number => {
  const i = (DB_ROLES as readonly string[]).indexOf(role);
  return i < 0 ? 99 : i + 1;
};
export const isPolice = (seat: Seat): boolean => (POLICE_ROLES as readonly RoleId[]).includes(seat.role as RoleId);

/** CB-D1: Night 1 is phase index 0, Day 1 index 1, Night 2 index 2… */
export const phaseIndex = (phase: PhaseRef): number => (phase.kind === 'night' ? 2 * phase.number - 2 : 2 * phase.number - 1);
export const phaseAt = (index: number): PhaseRef =>
  index % 2 === 0 ? { kind: 'night', number: index / 2 + 1 } : { kind: 'day', number: (index + 1) / 2 };
/** CB-21, CB-D11: "until the end of the phase whose index is the current one's + 2". */
export const twoPhasesOn = (phase: PhaseRef): PhaseRef => phaseAt(phaseIndex(phase) + 2);
export const nextPhase = (phase: PhaseRef): PhaseRef => phaseAt(phaseIndex(phase) + 1);

/** CB-D12.1 appearance: a disguise in force, else Anokata's Godfather (uninjured, undisguised) reads townsperson. */
export function appearanceOf(seat: Seat): string {
  const disguise = seat.statuses.find((s) => s.id === STATUS.disguised);
  const role = disguise?.data?.['role'];
  if (typeof role === 'string') return role;
  if (seat.role === 'anokata' && !holds(seat, STATUS.injured)) return 'townsperson';
  return seat.role;
}

/** CB-39, CB-D12: a death shows the disguise in force, else the true role (Godfather fools interrogations only). */
export function deathAppearance(seat: Seat): string {
  const role = seat.statuses.find((s) => s.id === STATUS.disguised)?.data?.['role'];
  return typeof role === 'string' ? role : seat.role;
}

/** Ledger keys (host-only: the ledger is never in a player's view). */
export const LEDGER = {
  turns: (seat: string) => `kill-turns:${seat}`,
  crime: (seat: string, crime: string) => `crime:${seat}:${crime}`,
  erased: (seat: string, crime: string) => `crime-erased:${seat}:${crime}`,
  pillsUsed: 'aptx-pills-used',
  snipes: (seat: string) => `snipes:${seat}`,
  travel: (seat: string) => `travel:${seat}`,
  erasedCrime: (seat: string, crime: string) => `evidence-erased:${seat}:${crime}`,
  gadget: (seat: string, gadget: string) => `gadget:${seat}:${gadget}`,
} as const;
