import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Drunkard', () => {
  it('chooses a family; one random living player of it dies', () => {
    const g = new Game(table({ A1: 'drunkard' }));
    g.mustAct('A1', 'attack', 'Beta');
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive);
    expect(dead).toHaveLength(1);
    expect(dead[0]?.attributes['family']).toBe('Beta');
  });

  it('the random pick comes from the seeded RNG: the same seed picks the same player', () => {
    const run = (seed: string) => {
      const g = new Game(table({ A1: 'drunkard' }), {}, seed);
      g.mustAct('A1', 'attack', 'Gamma');
      g.end();
      return g.state.seats.filter((s) => !s.alive).map((s) => s.id);
    };
    expect(run('s1')).toEqual(run('s1'));
  });

  it('may choose its own family (and so may hit itself)', () => {
    const g = new Game(table({ A1: 'drunkard' }));
    expect(g.act('A1', 'attack', 'Alpha').ok).toBe(true);
  });

  it('a Doctor does not save from the Drunkard; a Bodyguard does and injures the Drunkard', () => {
    const solo = table({ A1: 'drunkard', A2: 'doctor', A3: 'bodyguard' }, 8).filter((s) => s.attributes['family'] !== 'Beta' || s.id === 'B1');
    const g = new Game(solo);
    g.mustAct('A2', 'protect', 'B1');
    g.mustAct('A1', 'attack', 'Beta');
    g.end();
    expect(g.alive('B1')).toBe(false);
    const h = new Game(solo);
    h.mustAct('A3', 'guard', 'B1');
    h.mustAct('A1', 'attack', 'Beta');
    h.end();
    expect(h.alive('B1')).toBe(true);
    expect(h.statuses('A1')).toContain('injured');
  });

  it('a family with nobody alive may be chosen: nothing happens', () => {
    const solo = table({ A7: 'drunkard' }).filter((s) => s.attributes['family'] !== 'Beta' || s.id === 'B1');
    const g = new Game(solo);
    g.mafiaKill('A8', 'B1');
    g.end();
    g.fillVotes('Gamma');
    g.end();
    const before = g.state.seats.filter((s) => !s.alive).length;
    g.mustAct('A7', 'attack', 'Beta');
    g.end();
    expect(g.state.seats.filter((s) => !s.alive)).toHaveLength(before);
  });

  it('only once per game', () => {
    const g = new Game(table({ A1: 'drunkard' }));
    g.mustAct('A1', 'attack', 'Beta');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('A1', 'attack', 'Beta')).toMatchObject({ ok: false, rejection: { code: 'no-uses-left' } });
  });
});
