import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Terrorist. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Ter', 'terrorist'] : [name, role, negative]));
const statuses = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id).sort();

describe('Terrorist (L23)', () => {
  it('TER-1, TER-8: lynched, he blocks every voter against him for a cycle (a black voter\'s negative role too)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.to('lynch');
    g.votes('lynch', { Doc: 'Ter', Com: 'Ter', Maf1: 'Ter', Ter: 'Blk' });
    g.closeStep();
    expect(g.alive('Ter')).toBe(false);
    expect(g.lastPublic('day.explosion')).toEqual({ seats: ['Com', 'Doc', 'Maf1'] });
    expect(statuses(g, 'Maf1')).toEqual(['negative-blocked', 'role-blocked']);
    g.night(2);
    expect(statuses(g, 'Doc')).toEqual(['role-blocked']);
  });

  it('TER-4..TER-6: the detonator voids the vote; only he and his target die', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.act('Ter', 'detonate', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'wrong-step' } });
    g.ok('Ter', 'detonator', []);
    g.to('lynch');
    g.votes('lynch', { Doc: 'Blk', Com: 'Blk', Det: 'Maf2' });
    g.ok('Ter', 'detonate', ['Maf2']);
    g.closeStep();
    expect(g.dead().sort()).toEqual(['Maf2', 'Red2', 'Ter']);
    expect(g.alive('Blk')).toBe(true);
    expect(g.lastPublic('day.detonated')).toEqual({ terrorist: 'Ter', target: 'Maf2' });
  });

  it('TER-9: a red terrorist cripples a red target instead of killing him', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.ok('Ter', 'detonator', []);
    g.to('lynch');
    g.ok('Ter', 'detonate', ['Com']);
    g.closeStep();
    expect(g.alive('Com')).toBe(true);
    expect(statuses(g, 'Com')).toContain('crippled');
  });

  it('TER-4: without an activated detonator, no detonation', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.to('lynch');
    expect(g.act('Ter', 'detonate', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'detonator-not-active' } });
  });
});
