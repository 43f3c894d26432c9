import { describe, expect, it } from 'vitest';
import { Game, table } from './helpers';

describe('smoke', () => {
  it('runs a night and a day', () => {
    const g = new Game(table({ A2: 'doctor' }));
    expect(g.state.clock.phase).toEqual({ kind: 'night', number: 1 });
    g.mustAct('A8', 'kill', 'B1', 'G1');
    g.mustAct('A2', 'protect', 'B1');
    g.end();
    expect(g.alive('B1')).toBe(true);
    expect(g.alive('G1')).toBe(false);
    g.fillVotes();
    g.end();
    expect(g.state.clock.phase).toEqual({ kind: 'night', number: 2 });
  });
});
