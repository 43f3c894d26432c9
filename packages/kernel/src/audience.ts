import type { FactionId, SeatId } from './ids';

/**
 * Who may learn a fact. Every notice, post channel and data entry carries one; `viewFor` is the
 * only place that turns audiences into what a viewer sees (architecture principle 3).
 */
export type Audience =
  | { to: 'public' }
  | { to: 'seat'; seat: SeatId }
  | { to: 'seats'; seats: SeatId[] }
  | { to: 'faction'; faction: FactionId }
  | { to: 'dead' }
  | { to: 'host' };

export const toPublic: Audience = { to: 'public' };
export const toHost: Audience = { to: 'host' };
export const toSeat = (seat: SeatId): Audience => ({ to: 'seat', seat });
export const toSeats = (seats: SeatId[]): Audience => ({ to: 'seats', seats });
export const toFaction = (faction: FactionId): Audience => ({ to: 'faction', faction });
export const toDead: Audience = { to: 'dead' };
