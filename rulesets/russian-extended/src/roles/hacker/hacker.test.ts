import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Hacker and the maniac holding the commissar. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Hac', 'hacker'] : name === 'Man' ? ['Man', 'commissar', 'maniac'] : [name, role, negative],
);
const statuses = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id).sort();

describe('Hacker (L22)', () => {
  it('HAC-2, HAC-12, HAC-13: one cycle of block from the evening; PMs next morning', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Hac', 'hack', ['Hac'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.ok('Hac', 'hack', ['Doc']);
    g.night(1);
    expect(statuses(g, 'Doc')).toEqual(['role-blocked']);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
    expect(g.results('Hac')).toContainEqual({ kind: 'hacked-role', target: 'Doc', role: 'doctor' });
    expect(g.state.notices.some((n) => n.key === 'pm.hacked' && n.audience.to === 'seat' && n.audience.seat === 'Doc')).toBe(true);
    g.night(2);
    expect(statuses(g, 'Doc')).toEqual([]);
  });

  it('HAC-3, HAC-4 (readings HAC A1, A3): a black loses both roles, then keeps one; the other stays blocked a second cycle', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Hac', 'hack', ['Man']);
    g.night(1);
    expect(statuses(g, 'Man')).toEqual(['negative-blocked', 'role-blocked']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.to('evening', 'day');
    expect(g.act('Maf1', 'keep-role', [], { role: 'civilian' })).toMatchObject({ ok: false, rejection: { code: 'not-hacked' } });
    g.ok('Man', 'keep-role', [], { role: 'negative' });
    g.night(2);
    expect(statuses(g, 'Man')).toEqual(['role-blocked']);
  });

  it('N-HK.1: a black Hacker blocks a black for one cycle only', () => {
    const rows = TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Hac' ? ['Hac', 'hacker', 'none'] : [name, role, negative]));
    const g = new Game(rows);
    g.to('evening');
    g.ok('Hac', 'hack', ['Man']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.night(2);
    expect(statuses(g, 'Man')).toEqual([]);
  });
});
