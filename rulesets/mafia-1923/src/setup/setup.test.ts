import { describe, expect, it } from 'vitest';
import { buildGame, type Signup } from '.';
import { familySizes } from './families';

const people = (n: number, prefix: string, extra: Partial<Signup> = {}): Signup[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix}${i + 1}`, level: 'standard', ...extra }));

describe('Setup: families of 8 or 10', () => {
  it.each([
    [16, [8, 8]],
    [18, [10, 8]],
    [20, [10, 10]],
    [26, [10, 8, 8]],
    [12, null],
    [22, null],
  ])('%i players → %j', (n, sizes) => {
    expect(familySizes(n, 0, 0)?.sort((a, b) => b - a) ?? null).toEqual(sizes);
  });

  it('families of 8 have one Mafia Member, families of 10 two', () => {
    const built = buildGame({ signups: people(18, 'p'), roles: {}, seed: 's' });
    if (!built.ok) throw new Error('not built');
    for (const family of built.families) {
      const mafia = built.seats.filter((s) => s.attributes['family'] === family.name && s.faction === 'mafia');
      expect(mafia).toHaveLength(family.size === 10 ? 2 : 1);
    }
  });

  it('a whole family signs up together and keeps its name; a smaller group stays together', () => {
    const signups = [...people(8, 'w', { group: 'Capulet' }), ...people(3, 'g', { group: 'friends' }), ...people(7, 'x')];
    const built = buildGame({ signups, roles: {}, seed: 's' });
    if (!built.ok) throw new Error('not built');
    const familyOf = (id: string) => built.seats.find((s) => s.id === id)?.attributes['family'];
    expect(new Set(['w1', 'w8'].map(familyOf))).toEqual(new Set(['Capulet']));
    expect(new Set(['g1', 'g2', 'g3'].map(familyOf)).size).toBe(1);
    expect(built.unmet).toEqual([]);
  });

  it('a group that cannot be kept together is split and reported', () => {
    const signups = [...people(9, 'g', { group: 'big' }), ...people(7, 'x')]; // 16 players: two families of 8
    const built = buildGame({ signups, roles: {}, seed: 's' });
    if (!built.ok) throw new Error('not built');
    expect(built.unmet.filter((u) => u.request === 'group')).toHaveLength(9);
  });

  it('a player count that no split fits is refused', () => {
    expect(buildGame({ signups: people(12, 'p'), roles: {}, seed: 's' })).toMatchObject({ ok: false, rejection: { code: 'player-count-unfit' } });
  });

  it('Spectators get no seat', () => {
    const built = buildGame({ signups: [...people(8, 'p'), ...people(2, 's', { level: 'spectator' })], roles: {}, seed: 's' });
    expect(built).toMatchObject({ ok: true, spectators: ['s1', 's2'] });
    if (built.ok) expect(built.seats).toHaveLength(8);
  });

  it('Beginners are only Townspeople or Mafia Members; their other requests are reported', () => {
    const signups = people(8, 'b', { level: 'beginner' });
    signups[0] = { ...signups[0], id: 'b1', name: 'b1', level: 'beginner', request: { role: 'doctor' } };
    const built = buildGame({ signups, roles: { doctor: 1 }, seed: 's' });
    if (!built.ok) throw new Error('not built');
    expect(built.seats.every((s) => s.role === 'townsperson' || s.role === 'mafia-member')).toBe(true);
    expect(built.unmet).toContainEqual({ player: 'b1', request: 'role', reason: 'level-forbids-role' });
    expect(built.undealt).toEqual(['doctor']);
  });

  it('requests are honoured where they can be, and the deal is seeded', () => {
    const signups = people(16, 'p');
    signups[3] = { ...signups[3], id: 'p4', name: 'p4', level: 'standard', request: { role: 'doctor' } };
    signups[4] = { ...signups[4], id: 'p5', name: 'p5', level: 'standard', request: { role: 'doctor' } };
    const a = buildGame({ signups, roles: { doctor: 1, sheriff: 1 }, seed: 'x' });
    const b = buildGame({ signups, roles: { doctor: 1, sheriff: 1 }, seed: 'x' });
    expect(a).toEqual(b);
    if (!a.ok) throw new Error('not built');
    const doctors = a.seats.filter((s) => s.role === 'doctor').map((s) => s.id);
    expect(doctors).toHaveLength(1);
    expect(['p4', 'p5']).toContain(doctors[0]);
    expect(a.unmet.filter((u) => u.request === 'role')).toHaveLength(1);
  });

  it('Mafia Members only take second roles from the allowed list', () => {
    expect(buildGame({ signups: people(8, 'p'), roles: {}, mafiaRoles: { doctor: 1 }, seed: 's' })).toMatchObject({
      ok: false,
      rejection: { code: 'role-not-allowed-for-mafia' },
    });
    const built = buildGame({ signups: people(8, 'p'), roles: {}, mafiaRoles: { boss: 1 }, seed: 's' });
    if (!built.ok) throw new Error('not built');
    expect(built.seats.find((s) => s.faction === 'mafia')?.role).toBe('boss');
  });
});
