// GameRooms: the cache of game states.
import { describe, expect, it } from 'vitest';
import { settle, startCommand, vote, world } from './fixture';

describe('The state cache', () => {
  it('keeps at most maxCachedGames states, least recently used out first, and replays an evicted game exactly', async () => {
    const w = world();
    const a = w.room({ maxCachedGames: 2 });
    await a.dispatch('g1', startCommand());
    await a.dispatch('g2', startCommand());
    await a.dispatch('g1', vote('p1', 'p7'));
    await a.dispatch('g3', startCommand());
    await settle();
    // g2 was used least recently.
    expect(a.cachedCount()).toBe(2);
    expect(a.cached('g2')).toBeUndefined();
    expect(a.cached('g1')?.seq).toBeGreaterThan(0);
    const before = await w.events.load('g2');
    const again = await a.dispatch('g2', vote('p2', 'p7'));
    expect(again.ok).toBe(true);
    expect((await w.events.load('g2')).length).toBe(before.length + (again.ok ? again.events.length : 0));
  });

  it('never evicts a game with subscribers', async () => {
    const w = world();
    const a = w.room({ maxCachedGames: 1 });
    await a.dispatch('g1', startCommand());
    a.subscribe('g1', () => undefined);
    await a.dispatch('g2', startCommand());
    await settle();
    expect(a.cached('g1')).toBeDefined();
  });
});
