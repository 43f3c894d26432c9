import { describe, expect, it } from 'vitest';
import type { StoredSnapshot } from '../src/ports';
import { PgSnapshotStore } from '../src/stores/pg-snapshot-store';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

const snapshot = (gameId: string, seq: number, kernelVersion = 1): StoredSnapshot => ({
  gameId,
  seq,
  kernelVersion,
  rulesetId: 'test-ruleset',
  rulesetVersion: '1.2.3',
  state: { seq, posts: [{ id: 'p1', body: 'ünïcode "quoted"' }], nested: { ok: true, list: [1, null] } },
});

describe('PgSnapshotStore', () => {
  it('has no snapshot for a new game', async () => {
    const gameId = await createGame(db().prisma);
    expect(await new PgSnapshotStore(db().pool).latest(gameId, 1)).toBeNull();
  });

  it('reads back the newest snapshot of the kernel version, JSON intact, and keeps only the newest row', async () => {
    const store = new PgSnapshotStore(db().pool);
    const gameId = await createGame(db().prisma);
    await store.save(snapshot(gameId, 500));
    await store.save(snapshot(gameId, 1000));
    expect(await store.latest(gameId, 1)).toEqual(snapshot(gameId, 1000));
    const rows = await db().pool.query<{ seq: number }>('SELECT seq FROM "GameSnapshot" WHERE "gameId" = $1', [gameId]);
    expect(rows.rows.map((row) => row.seq)).toEqual([1000]);
  });

  it('ignores a second save at the same seq and never returns another kernel version', async () => {
    const store = new PgSnapshotStore(db().pool);
    const gameId = await createGame(db().prisma);
    await store.save(snapshot(gameId, 10, 1));
    await store.save({ ...snapshot(gameId, 10, 1), rulesetVersion: 'other' });
    expect((await store.latest(gameId, 1))?.rulesetVersion).toBe('1.2.3');
    expect(await store.latest(gameId, 2)).toBeNull();
  });

  it('goes with its game (cascade delete)', async () => {
    const store = new PgSnapshotStore(db().pool);
    const gameId = await createGame(db().prisma);
    await store.save(snapshot(gameId, 3));
    await db().prisma.game.delete({ where: { id: gameId } });
    expect(await store.latest(gameId, 1)).toBeNull();
  });
});
