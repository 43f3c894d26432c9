import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Armed Robber: kills whoever killed them', () => {
  it('killed by the Mafia: the Mafia Member who sent the kill dies at once', () => {
    const g = new Game(table({ B1: 'armed-robber' }));
    g.mustAct('A8', 'kill', 'B1', 'G1');
    g.end();
    expect([g.alive('B1'), g.alive('A8'), g.alive('G1')]).toEqual([false, false, false]);
  });

  it('killed by the Drunkard: the Drunkard dies', () => {
    const robbers = Object.fromEntries(['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8'].map((s) => [s, 'armed-robber']));
    const g = new Game(table({ ...robbers, B8: 'armed-robber', A1: 'drunkard' }));
    g.mustAct('A1', 'attack', 'Beta');
    g.end();
    // Every player of Beta is an Armed Robber: whoever the Drunkard hit takes the Drunkard along.
    expect(g.state.seats.filter((s) => !s.alive && s.id.startsWith('B'))).toHaveLength(1);
    expect(g.alive('A1')).toBe(false);
  });

  it('killed by poison: the Butler who poisoned them dies', () => {
    const g = new Game(table({ B1: 'armed-robber', A1: 'butler' }));
    g.mustAct('A1', 'poison', 'B1');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.alive('B1')).toBe(true);
    g.end();
    expect([g.alive('B1'), g.alive('A1')]).toEqual([false, false]);
  });

  describe('killed by the court', () => {
    const court = (jailVoted: boolean) => {
      const g = new Game(table({ G1: 'armed-robber', A1: 'sheriff' }), { courtFamilies: 1 });
      g.end();
      if (jailVoted) g.mustAct('A1', 'jail', 'G3', 'Beta');
      g.mustVote('G1', 'individual', 'G3');
      g.fillVotes('Gamma');
      g.end();
      return g;
    };
    it('the player he voted for dies', () => {
      const g = court(false);
      expect([g.alive('G1'), g.alive('G3')]).toEqual([false, false]);
    });
    it('not when that player was not present for voting (jailed)', () => {
      const g = court(true);
      expect([g.alive('G1'), g.alive('G3')]).toEqual([false, true]);
    });
  });
});
