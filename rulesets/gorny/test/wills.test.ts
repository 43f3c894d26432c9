import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { gorny } from '../src';
import { newGame } from './play';

// README, Interpretations, "Last wills": the rules are silent; the host may turn wills on.
describe('gorny last wills (lastWills setting)', () => {
  it('are off unless the host turns them on', () => {
    expect(gorny.parseSettings({})).toMatchObject({ ok: true, settings: { lastWills: false } });
    const game = newGame('Cop:cop', { lastWills: false });
    expect(game.dispatch({ type: 'write-will', seat: 'Cop', text: 'x' })).toMatchObject({ ok: false, rejection: { code: 'wills-disabled' } });
    expect(game.available('Cop').some((c) => c.type === 'write-will')).toBe(false);
  });

  it('with the setting on, a lynched player\'s will is read out to everyone', () => {
    const game = newGame('Cop:cop', { lastWills: true, firstPhase: 'day' });
    expect(game.dispatch({ type: 'write-will', seat: 'Cop', text: 'M1 is mafia' }).ok).toBe(true);
    expect(game.view({ kind: 'seat', seat: 'T1' }).seats.find((s) => s.id === 'Cop')?.will).toBeUndefined();
    const poll = game.state.polls[0]?.spec.id ?? '';
    for (const voter of ['M1', 'M2', 'T1', 'T2', 'T3']) game.dispatch({ type: 'cast-ballot', seat: voter, poll, targets: ['Cop'] });
    game.closeStep();
    expect(game.state.seats.find((s) => s.id === 'Cop')?.alive).toBe(false);
    for (const seat of ['M1', 'T1', 'T5']) {
      expect(game.view({ kind: 'seat', seat }).seats.find((s) => s.id === 'Cop')?.will?.text).toBe('M1 is mafia');
    }
    expect(runConformance(gorny, [{ name: 'lynch with a will', events: game.events, state: game.state }])).toEqual([]);
  });
});
