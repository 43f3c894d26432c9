import { describe, expect, it } from 'vitest';
import type { SeatSetup } from '../src';
import { startedSeat } from '../src/started-seat';

/** What `start-game` made of a seat before: the setup's keys as they came, then `alive` and `statuses`. */
const assigned = (s: SeatSetup): unknown => Object.assign({}, s, { alive: true, statuses: [] });

describe('startedSeat (the seats of game-created)', () => {
  it('gives the same keys in the same order as a copy, for a deal\'s shape and any other', () => {
    const dealt: SeatSetup = { id: 'p1', name: 'P1', role: 'cop', faction: 'town', modifiers: [{ id: 'bulletproof', uses: 1 }], attributes: { family: 'a' } };
    const reordered = { name: 'P2', id: 'p2', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} } as SeatSetup;
    const extra = { ...dealt, id: 'p3', note: 'kept' } as SeatSetup;
    const short = { id: 'p4', name: 'P4', role: 'villager', faction: 'town', modifiers: [] } as unknown as SeatSetup;
    for (const seat of [dealt, reordered, extra, short]) {
      expect(JSON.stringify(startedSeat(seat))).toBe(JSON.stringify(assigned(seat)));
      expect(Object.keys(startedSeat(seat))).toEqual(Object.keys(assigned(seat) as object));
    }
  });

  it('shares the setup\'s values and makes a fresh status list per seat', () => {
    const dealt: SeatSetup = { id: 'p1', name: 'P1', role: 'cop', faction: 'town', modifiers: [], attributes: {} };
    const a = startedSeat(dealt);
    const b = startedSeat(dealt);
    expect(a.modifiers).toBe(dealt.modifiers);
    expect(a.statuses).not.toBe(b.statuses);
    expect(a.alive).toBe(true);
  });
});
