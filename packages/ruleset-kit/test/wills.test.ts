import type { GameView } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { checkView, defineRuleset, GameDriver, runConformance } from '../src';
import { tinyDefinition } from '../src/testing';

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'sheriff', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'medic', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
];

const withWills = defineRuleset(tinyDefinition({ wills: { maxLength: 100 } }));

describe('wills in the kit', () => {
  it('a definition with wills gives the runtime wills', () => {
    expect(withWills.runtime.wills).toEqual({ maxLength: 100 });
    expect(defineRuleset(tinyDefinition()).runtime.wills).toBeUndefined();
  });

  it('refuses an impossible will length at load time', () => {
    expect(() => defineRuleset(tinyDefinition({ wills: { maxLength: 0 } }))).toThrow(/wills.maxLength/);
  });

  it('a game whose will is read out after the night kill conforms', () => {
    const game = new GameDriver(withWills, { seats, seed: 'wills' });
    game.dispatch({ type: 'write-will', seat: 'dan', text: 'Ann is scum' });
    game.dispatch({ type: 'write-will', seat: 'bob', text: 'sheriff here' });
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['dan'] });
    game.closeStep();
    expect(game.view({ kind: 'spectator' }).seats.find((s) => s.id === 'dan')?.will?.text).toBe('Ann is scum');
    expect(runConformance(withWills, [{ name: 'wills', events: game.events, state: game.state }])).toEqual([]);
  });

  it('catches a view that reads a living player\'s will', () => {
    const game = new GameDriver(withWills, { seats, seed: 'leak' });
    game.dispatch({ type: 'write-will', seat: 'bob', text: 'sheriff here' });
    const honest = game.view({ kind: 'seat', seat: 'dan' });
    const host = game.view({ kind: 'host' });
    const leaky: GameView = { ...honest, seats: host.seats.map((s) => ({ id: s.id, name: s.name, alive: s.alive, removed: s.removed, statuses: [], ...(s.will ? { will: s.will } : {}) })) };
    const failures = checkView(withWills, game.state, { kind: 'seat', seat: 'dan' }, 'dan', leaky).map((f) => f.detail);
    expect(failures).toEqual(['dan: reads the unrevealed will of bob']);
  });
});
