import type { GameState, Seat } from '@mafia/kernel';
import { FAMILY, MAFIA } from './ids';

/** Seed 002 Statuses, Exiled: "in terms of number of players alive ... they are considered not living". */
export const isLiving = (seat: Seat): boolean => seat.alive && !seat.removed;

export const familyOf = (seat: Seat): string => {
  const family = seat.attributes[FAMILY];
  if (typeof family !== 'string') throw new Error(`seat ${seat.id} has no family`);
  return family;
};

export const isMafia = (seat: Seat): boolean => seat.faction === MAFIA;

export const seatById = (state: GameState, id: string): Seat => {
  const seat = state.seats.find((s) => s.id === id);
  if (!seat) throw new Error(`unknown seat ${id}`);
  return seat;
};

/** Every family, in order of first appearance at the table (families with nobody alive included). */
export function familiesOf(state: GameState): string[] {
  const seen: string[] = [];
  for (const seat of state.seats) {
    const family = familyOf(seat);
    if (!seen.includes(family)) seen.push(family);
  }
  return seen;
}

export const livingSeats = (state: GameState): Seat[] => state.seats.filter(isLiving);

export const livingMembers = (state: GameState, family: string): Seat[] =>
  state.seats.filter((s) => isLiving(s) && familyOf(s) === family);

/** Seed 002, Mafia Member: "the number of living players divided by 20, rounded up". */
export const requiredMafiaKills = (living: number): number => Math.ceil(living / 20);
