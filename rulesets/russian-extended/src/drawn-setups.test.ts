import { decide, emptyState, type JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '.';
import { additionalRoles, assignDrawn, BASIC_ROLES, DRAWN_FORMATS, drawSeats, EXTENDED_BASIC_ROLES, WEREWOLVES } from './drawn-setups';
import { CIVILIAN_ROLES, NEGATIVE_ROLES } from './model';

const count = (list: readonly string[], item: string): number => list.filter((x) => x === item).length;

describe('drawn setups (issue #17; part 4 §3.1, EXT-1, EXT-2, F.30)', () => {
  it('POL-13: the standard draw may deal the politician as an additional role; the extended one deals him as a basic role only', () => {
    expect(additionalRoles('standard')).toContain('politician');
    expect(additionalRoles('extended')).not.toContain('politician');
    const standard = DRAWN_FORMATS.find((f) => f.id === 'standard-drawn');
    if (!standard) throw new Error('no standard-drawn');
    const seeds = Array.from({ length: 40 }, (_, i) => `pol-${i}`);
    expect(seeds.some((seed) => drawSeats(standard, seed).some((s) => s.role === 'politician'))).toBe(true);
  });

  it.each(DRAWN_FORMATS.flatMap((f) => ['s1', 's2', 'another seed'].map((seed) => ({ f, seed }))))('$f.id with seed "$seed" respects the rulebook\'s counts', ({ f, seed }) => {
    const seats = drawSeats(f, seed);
    const standard = f.format === 'standard';
    expect(seats).toHaveLength((standard ? 12 : 16) + (f.faceless ? 1 : 0));
    expect(seats.filter((s) => s.faction === 'red')).toHaveLength(standard ? 8 : 11);
    expect(seats.filter((s) => s.faction === 'black')).toHaveLength(standard ? 4 : 5);
    expect(seats.filter((s) => s.faction === 'grey')).toHaveLength(f.faceless ? 1 : 0);
    const roles = seats.map((s) => s.role);
    // Every basic role is dealt (EXT-2: two active citizens and the politician in the extended format).
    for (const basic of new Set(standard ? BASIC_ROLES : EXTENDED_BASIC_ROLES)) expect(count(roles, basic)).toBe(count(standard ? BASIC_ROLES : EXTENDED_BASIC_ROLES, basic));
    // POL-13: in the standard format the politician is one of the additional roles (at most one).
    expect(count(roles, 'politician')).toBeLessThanOrEqual(1);
    // The other seats hold distinct additional roles (citizens only when the ruleset plays too few).
    const others = roles.filter((r) => !BASIC_ROLES.includes(r) && (standard || r !== 'politician') && r !== 'citizen');
    expect(new Set(others).size).toBe(others.length);
    expect(others.length).toBe(Math.min(additionalRoles(f.format).length, roles.length - (standard ? 6 : 8)));
    for (const role of roles) expect(CIVILIAN_ROLES).toContain(role);
    // The blacks: the mafia pair, the maniac and one werewolf (two in the extended format).
    const negatives = seats.filter((s) => s.faction === 'black').map((s) => String(s.attributes?.['negative']));
    expect(count(negatives, 'mafia')).toBe(2);
    // Yakuza r.1: the yakuza pair replaces the maniac and one werewolf.
    expect(count(negatives, 'maniac')).toBe(f.yakuza ? 0 : 1);
    expect(count(negatives, 'yakuza')).toBe(f.yakuza ? 2 : 0);
    // Boss's son r.1: the third mafioso in place of one werewolf.
    expect(count(negatives, 'boss-son')).toBe(f.bossSon ? 1 : 0);
    // Yakuza r.8: the head's daughter, the yakuza's third, in place of a werewolf too.
    expect(count(negatives, 'head-daughter')).toBe(f.headDaughter ? 1 : 0);
    // Yakuza r.8, r.15: the ninja, the yakuza's third (their Mercenary), in place of a werewolf.
    expect(count(negatives, 'ninja')).toBe(f.ninja ? 1 : 0);
    const wolves = negatives.filter((n) => !['mafia', 'maniac', 'yakuza', 'boss-son', 'head-daughter', 'ninja'].includes(n));
    const thirds = (f.bossSon ? 1 : 0) + (f.headDaughter ? 1 : 0) + (f.ninja ? 1 : 0);
    expect(wolves).toHaveLength((standard ? 1 : 2) - (f.yakuza ? 1 : 0) - thirds);
    for (const wolf of wolves) expect([...WEREWOLVES.filter((w) => NEGATIVE_ROLES.includes(w)), 'none']).toContain(wolf);
    expect(new Set(wolves.filter((w) => w !== 'none')).size).toBe(wolves.filter((w) => w !== 'none').length);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const f = DRAWN_FORMATS[2];
    if (!f) throw new Error('no extended format');
    expect(drawSeats(f, 'x')).toEqual(drawSeats(f, 'x'));
    const draws = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => JSON.stringify(drawSeats(f, seed))));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('the deal draws from the game\'s seed and starts a game the ruleset accepts', () => {
    for (const setup of russianExtended.definition.setups.filter((s) => s.id.endsWith('-drawn'))) {
      const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}`, options: {} }));
      const dealt = assignDrawn(russianExtended, { setup, players, settings: {}, seed: 'game-seed' });
      if (!dealt.ok) throw new Error(JSON.stringify(dealt.rejection));
      const format = DRAWN_FORMATS.find((f) => f.id === setup.id);
      if (!format) throw new Error(setup.id);
      expect(dealt.seats.map((s) => s.role).sort()).toEqual(drawSeats(format, 'game-seed').map((s) => s.role).sort());
      const parsed = russianExtended.parseSettings(setup.settings ?? {});
      const settings = (parsed.ok ? parsed.settings : {}) as JsonObject;
      const started = decide(russianExtended.runtime, emptyState(), { type: 'start-game', ruleset: 'russian-extended', settings, seed: 'game-seed', seats: dealt.seats }, 0);
      expect(started.ok).toBe(true);
    }
  });

  it('refuses a deal with the wrong number of players', () => {
    const setup = russianExtended.definition.setups.find((s) => s.id === 'standard-drawn');
    if (!setup) throw new Error('no standard-drawn');
    const players = [{ id: 'p1', name: 'P1', options: {} }];
    expect(assignDrawn(russianExtended, { setup, players, settings: {}, seed: 's' })).toMatchObject({ ok: false, rejection: { code: 'wrong-player-count' } });
  });
});
