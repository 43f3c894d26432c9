import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { Game } from '../test/helpers';
import { russianExtended } from './index';

const publicParams = (g: Game, key: string) => g.state.notices.filter((n) => n.audience.to === 'public' && n.key === key).map((n) => n.params);

describe('the end-of-game reveal of hidden teams (C-2 "until the game ends", AMB-C-2 / L83)', () => {
  it('END-1(b) at the start of a day: the night victims\' teams and negatives are published before the result', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['M', 'citizen', 'mafia'], ['N', 'citizen', 'maniac'], ['O', 'doctor', 'none']]);
    g.night(1);
    g.ok('M', 'shoot', ['A']);
    g.closeStep();
    expect(g.state.result).toMatchObject({ factions: ['black'] });
    expect(publicParams(g, 'end.hidden-team')).toEqual([{ seat: 'A', role: 'citizen', team: 'red' }]);
    const revealedAt = g.events.findIndex((e) => e.type === 'notice-sent' && e.notice.key === 'end.hidden-team');
    expect(revealedAt).toBeGreaterThan(-1);
    expect(revealedAt).toBeLessThan(g.events.findIndex((e) => e.type === 'game-ended'));
    expect(g.view({ kind: 'spectator' }).data['end-reveal']).toEqual([{ seat: 'A', role: 'citizen', team: 'red' }]);
    expect(runConformance(russianExtended, [{ name: 'end-reveal', events: g.events, state: g.state }])).toEqual([]);
  });

  it('a black killed at night shows his team and negative at the end; a lynched one was revealed already', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['D', 'citizen'], ['M', 'citizen', 'mafia'], ['N', 'doctor', 'maniac']]);
    g.night(1);
    g.ok('M', 'shoot', ['N']);
    g.morning();
    expect(g.alive('N')).toBe(false);
    expect(publicParams(g, 'end.hidden-team-negative')).toEqual([]);
    g.lynch('M');
    expect(g.state.result).toMatchObject({ factions: ['red'], reason: 'no-blacks-left' });
    expect(publicParams(g, 'end.hidden-team-negative')).toEqual([{ seat: 'N', role: 'doctor', team: 'black', negative: 'maniac' }]);
    expect(publicParams(g, 'end.hidden-team')).toEqual([]);
  });

  it('a mod kill that ends the game reveals the hidden teams too (END-1a)', () => {
    const g = new Game([['A', 'citizen'], ['B', 'citizen'], ['C', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.night(1);
    g.dispatch({ type: 'modkill', seat: 'M', reason: 'test' });
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(publicParams(g, 'end.hidden-team-negative')).toEqual([{ seat: 'M', role: 'citizen', team: 'black', negative: 'mafia' }]);
  });
});
