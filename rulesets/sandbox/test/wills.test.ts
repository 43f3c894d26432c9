import { GameDriver, runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../src';

const seats = [
  { id: 'ann', name: 'Ann', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'cop', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'doctor', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
];

describe('sandbox wills', () => {
  it('the cop writes a will, dies in the night, and the town reads it', () => {
    const game = new GameDriver(sandbox, { seats, seed: 'wills' });
    expect(game.available('bob')).toContainEqual({ type: 'write-will', maxLength: 2000, current: null });
    expect(game.dispatch({ type: 'write-will', seat: 'bob', text: 'N1: Ann is mafia' }).ok).toBe(true);
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['bob'] });
    expect(game.view({ kind: 'seat', seat: 'ann' }).seats.find((s) => s.id === 'bob')?.will).toBeUndefined();
    game.closeStep();
    expect(game.state.seats.find((s) => s.id === 'bob')?.alive).toBe(false);
    expect(game.view({ kind: 'seat', seat: 'dan' }).seats.find((s) => s.id === 'bob')?.will).toMatchObject({ text: 'N1: Ann is mafia', revealed: true });
    expect(game.dispatch({ type: 'write-will', seat: 'bob', text: 'too late' })).toMatchObject({ ok: false, rejection: { code: 'will-author-not-alive' } });
    expect(runConformance(sandbox, [{ name: 'wills', events: game.events, state: game.state }])).toEqual([]);
  });
});
