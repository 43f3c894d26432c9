import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { nightThree, TABLE } from './test-fixture';

describe('Madman (l.39)', () => {
  it('r.2: no fire before night 3', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Mad', 'arson', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'madman-not-yet' } });
  });

  it('r.4, r.3: night 3 he dies with two victims of different teams; the commissar after him is broken; no second fire', () => {
    const g = nightThree();
    g.ok('Mad', 'arson', ['Maf1', 'Red2']);
    g.ok('Com', 'check', ['Maf2']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Blk', 'Det', 'Mad', 'Maf1', 'Red2']);
    expect(g.results('Com').filter((r) => r['kind'] === 'check')).toEqual([]);
  });

  it('r.5: two victims of one team without cover: one dies by lot, the other is crippled', () => {
    const g = nightThree();
    g.ok('Mad', 'arson', ['Maf1', 'Maf2']);
    g.morning();
    const dead = g.dead();
    expect(dead).toContain('Mad');
    const [died, spared] = dead.includes('Maf1') ? ['Maf1', 'Maf2'] : ['Maf2', 'Maf1'];
    expect(dead).toContain(died);
    expect(dead).not.toContain(spared);
    expect(g.state.seats.find((s) => s.id === spared)?.statuses.map((s) => s.id)).toContain('crippled');
  });

  it('r.6, r.7 (reading ★ 5): a fire without suicide: he lives, and it was his one fire', () => {
    const g = nightThree();
    g.ok('Mad', 'arson', []);
    g.morning();
    expect(g.dead()).not.toContain('Mad');
    g.lynch('Red2');
    g.night(4);
    expect(g.act('Mad', 'arson', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'madman-used' } });
  });
});
