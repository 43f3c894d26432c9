import { describe, expect, it } from 'vitest';
import { assignRoles, modifiersFrom, type PlayerSignup } from '../src';
import { tiny } from '../src/testing';

const players: PlayerSignup[] = ['ann', 'bob', 'cat', 'dan', 'eve'].map((id) => ({ id, name: id.toUpperCase() }));
const setup = tiny.definition.setups[0]!;

describe('seeded role assignment', () => {
  it('deals every seat of the setup exactly once', () => {
    const { seats } = assignRoles(tiny, setup, players, 'seed-1');
    expect(seats.map((s) => s.role).sort()).toEqual(['citizen', 'citizen', 'medic', 'sheriff', 'thug']);
    expect(seats.map((s) => s.id)).toEqual(['ann', 'bob', 'cat', 'dan', 'eve']);
  });

  it('is reproducible from the seed, and another seed deals differently', () => {
    const deal = (seed: string) => assignRoles(tiny, setup, players, seed).seats.map((s) => s.role).join();
    expect(deal('seed-1')).toBe(deal('seed-1'));
    const deals = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map(deal));
    expect(deals.size).toBeGreaterThan(1);
  });

  it('honours requests where it can and says which it could not', () => {
    const requesting: PlayerSignup[] = players.map((p) =>
      p.id === 'ann' ? { ...p, request: { role: 'sheriff' } } : p.id === 'bob' ? { ...p, request: { role: 'sheriff' } } : p,
    );
    const { seats, unmet } = assignRoles(tiny, setup, requesting, 'seed-2');
    const sheriffs = seats.filter((s) => s.role === 'sheriff').map((s) => s.id);
    expect(sheriffs).toHaveLength(1);
    expect(['ann', 'bob']).toContain(sheriffs[0]);
    expect(unmet).toEqual([{ player: sheriffs[0] === 'ann' ? 'bob' : 'ann', request: { role: 'sheriff' } }]);
  });

  it('honours faction requests', () => {
    const requesting = players.map((p) => (p.id === 'eve' ? { ...p, request: { faction: 'mafia' } } : p));
    for (const seed of ['x', 'y', 'z']) {
      expect(assignRoles(tiny, setup, requesting, seed).seats.find((s) => s.id === 'eve')?.faction).toBe('mafia');
    }
  });

  it('refuses a player count that does not fit the setup (a caller bug)', () => {
    expect(() => assignRoles(tiny, setup, players.slice(0, 4), 's')).toThrow(/needs 5 players, got 4/);
  });

  it('turns written modifiers into limited uses', () => {
    expect(modifiersFrom(tiny, ['bulletproof-1'])).toEqual([{ id: 'bulletproof', uses: 1 }]);
    expect(() => modifiersFrom(tiny, ['armored'])).toThrow(/unknown modifier/);
  });
});
