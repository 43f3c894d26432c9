import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../test/helpers';
import { END_SCORING } from './end-scoring';

const lines = (g: Game) => (g.state.data[END_SCORING]?.value as { lines: Array<{ key: string; params: Record<string, unknown> }> } | undefined)?.lines ?? [];

describe('end of game and scoring (part 4 §8)', () => {
  it('END-7: a red madman entering a night one against one with the last black: the blacks win', () => {
    const g = new Game([['Mad', 'madman'], ['A', 'citizen'], ['B', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.dispatch({ type: 'modkill', seat: 'A', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'B', reason: 'test' });
    expect(g.state.result).toBeNull();
    g.to('actions', 'night');
    expect(g.state.result).toMatchObject({ factions: ['black'], reason: 'madman-one-on-one' });
  });

  it('END-7 does not apply to any other red one against one: the game goes on into the night', () => {
    const g = new Game([['Doc', 'doctor'], ['A', 'citizen'], ['B', 'citizen'], ['M', 'citizen', 'mafia']]);
    g.dispatch({ type: 'modkill', seat: 'A', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'B', reason: 'test' });
    g.to('actions', 'night');
    expect(g.state.result).toBeNull();
  });

  it('SC-1, SC-2, SC-3, SC-8: the public end data credits the face bonus, the elite players\' teams and announces the best-player vote', () => {
    const elite = (id: string, attributes: Record<string, string>, faction = 'red'): SeatSetup => ({ id, name: id, role: 'citizen', faction, modifiers: [], attributes });
    const g = new Game([], {}, 'scoring', [
      ...seats(STANDARD),
      { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} },
      elite('Mas', { elite: 'mason' }, 'black'),
      elite('Ser', { elite: 'servant', master: 'Doc' }, 'black'),
    ]);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Fac', Blo: 'Fac', Com: 'Fac', Maf1: 'Red1' });
    g.closeStep();
    expect(g.alive('Fac')).toBe(false);
    expect(lines(g)).toEqual([]);
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(lines(g)).toEqual([
      { key: 'scoring.elite-lost', params: { seat: 'Mas', team: 'black' } },
      // SC-3: the servant's result is his master's (AMB-SV-2), whatever his seat says.
      { key: 'scoring.elite-won', params: { seat: 'Ser', team: 'red' } },
      { key: 'scoring.face-bonus', params: { seats: ['Blo', 'Com', 'Doc'], points: 0.5 } },
      { key: 'scoring.best-players', params: { percent: 50, most: 4 } },
    ]);
  });
});
