import { replay } from '@mafia/kernel';
import { GameDriver, runConformance, type PlayedGame } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../src';

const seats = [
  { id: 'ann', name: 'Ann', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'cop', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'doctor', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'villager', faction: 'town', modifiers: [{ id: 'bulletproof', uses: 1 }], attributes: {} },
];

describe('sandbox ruleset, a short game', () => {
  it('resolves a night: the doctor saves, the cop learns, the vest stops a kill', () => {
    const game = new GameDriver(sandbox, { seats, seed: 's1' });
    expect(game.state.clock.phase).toEqual({ kind: 'night', number: 1 });
    expect(game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['cat'] }).ok).toBe(true);
    expect(game.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'protect', targets: ['cat'] })).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'investigate', targets: ['ann'] }).ok).toBe(true);
    game.closeStep();
    expect(game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
    expect(game.state.seats.find((s) => s.id === 'cat')?.alive).toBe(false);
    const bobView = game.view({ kind: 'seat', seat: 'bob' });
    expect(bobView.notices.some((n) => n.result?.['kind'] === 'investigation' && n.result['value'] === 'mafia')).toBe(true);
    const danView = game.view({ kind: 'seat', seat: 'dan' });
    expect(danView.notices.some((n) => n.result !== undefined)).toBe(false);
    expect(danView.seats.find((s) => s.id === 'ann')?.role).toBeUndefined();
  });

  it('locks a lynch and refuses to move locked votes', () => {
    const game = new GameDriver(sandbox, { seats, seed: 's2', settings: { firstPhase: 'day' } });
    for (const voter of ['bob', 'cat', 'dan', 'eve']) {
      expect(game.dispatch({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['ann'] }).ok).toBe(true);
    }
    expect(game.dispatch({ type: 'withdraw-ballot', seat: 'dan', poll: 'lynch' })).toMatchObject({ ok: false, rejection: { code: 'vote-locked' } });
    game.closeStep();
    expect(game.state.seats.find((s) => s.id === 'ann')?.alive).toBe(false);
    expect(game.state.result?.factions).toEqual(['town']);
  });

  it('replays to the identical state and passes conformance', () => {
    const game = new GameDriver(sandbox, { seats, seed: 's3' });
    game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['eve'] });
    game.dispatch({ type: 'post', seat: 'ann', channel: 'faction:mafia', body: 'eve tonight', id: 'p1' });
    game.closeStep();
    game.dispatch({ type: 'cast-ballot', seat: 'bob', poll: 'lynch', targets: ['ann'] });
    game.closeStep();
    expect(JSON.stringify(replay(game.events))).toBe(JSON.stringify(game.state));
    const played: PlayedGame = { name: 'short', events: game.events, state: game.state };
    expect(runConformance(sandbox, [played])).toEqual([]);
  });
});
