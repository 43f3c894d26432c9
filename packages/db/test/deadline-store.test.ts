import { describe, expect, it } from 'vitest';
import { PrismaDeadlineStore } from '../src/stores/deadline-store';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();
const T = Date.UTC(2026, 0, 1, 12, 0, 0, 123);

describe('PrismaDeadlineStore', () => {
  it('stores, replaces and clears a game deadline with millisecond precision', async () => {
    const store = new PrismaDeadlineStore(db().prisma);
    const gameId = await createGame(db().prisma);
    expect(await store.get(gameId)).toBeNull();
    await store.set(gameId, T);
    expect(await store.get(gameId)).toBe(T);
    await store.set(gameId, T + 60_000);
    expect(await store.get(gameId)).toBe(T + 60_000);
    await store.set(gameId, null);
    expect(await store.get(gameId)).toBeNull();
    await store.set(gameId, null);
    expect(await store.get(gameId)).toBeNull();
  });

  it('lists the games due at or before now, earliest first', async () => {
    const store = new PrismaDeadlineStore(db().prisma);
    const [early, exact, late] = [await createGame(db().prisma), await createGame(db().prisma), await createGame(db().prisma)];
    await store.set(late, T + 1);
    await store.set(exact, T);
    await store.set(early, T - 5_000);
    expect(await store.due(T - 5_001)).toEqual([]);
    expect(await store.due(T)).toEqual([
      { gameId: early, dueAt: T - 5_000 },
      { gameId: exact, dueAt: T },
    ]);
    expect((await store.due(T + 1)).map((row) => row.gameId)).toEqual([early, exact, late]);
  });
});
