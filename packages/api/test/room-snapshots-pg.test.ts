// Room snapshots on the real PostgreSQL (issue #19): a game with a long thread is played by one
// room on PgEventStore + PgSnapshotStore; a second room (a restarted process) cold-loads it from the
// newest snapshot plus the events after it, and the state equals the full replay of the stored log.
import { replay, type Command, type KernelEvent } from '@mafia/kernel';
import { PgEventStore, PgSnapshotStore } from '@mafia/db';
import { createTestDatabase, type TestDatabase } from '@mafia/db/testing';
import { GameRooms, type EventStore } from '@mafia/room';
import { assignRoles } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function startCommand(): Command {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('sandbox has no setup');
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const parsed = sandbox.parseSettings({ firstPhase: 'day', dayLength: 86_400_000 });
  if (!parsed.ok) throw new Error('bad settings');
  return {
    type: 'start-game',
    ruleset: 'sandbox',
    settings: parsed.settings,
    seed: 'pg-snapshots',
    seats: assignRoles(sandbox, setup, players, 'pg-snapshots').seats,
  };
}

async function newGame(): Promise<string> {
  const host = await db.prisma.account.create({
    data: { username: `snap-host-${Date.now()}`, passwordHash: 'x' },
  });
  const game = await db.prisma.game.create({
    data: {
      title: 'snapshots',
      rulesetId: 'sandbox',
      setupId: 'x',
      settings: {},
      hostAccountId: host.id,
      seed: '1',
    },
  });
  return game.id;
}

function room(events: EventStore): GameRooms {
  return new GameRooms({
    events,
    deadlines: { set: async () => {}, due: async () => [], get: async () => null },
    feed: { publish: async () => {}, subscribe: async () => async () => {} },
    clock: { now: () => 1_000_000 },
    rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
    snapshots: { store: new PgSnapshotStore(db.pool), every: 50, rulesetVersion: () => 'test' },
    onError: (error) => {
      throw error;
    },
  });
}

describe('room snapshots on PostgreSQL', () => {
  it('a cold load reads the newest snapshot and the tail only, and equals the full replay of the log', async () => {
    const gameId = await newGame();
    const store = new PgEventStore(db.pool);
    const first = room(store);
    expect((await first.dispatch(gameId, startCommand())).ok).toBe(true);
    for (let i = 0; i < 130; i += 1) {
      const seat = `p${(i % 5) + 1}`;
      const posted = await first.dispatch(gameId, {
        type: 'post',
        seat,
        channel: 'thread',
        id: `post-${i}`,
        body: `post ${i}: "quoted", ünïcode`,
      });
      expect(posted.ok).toBe(true);
      if (i % 20 === 19)
        expect(
          (await first.dispatch(gameId, { type: 'edit-post', seat, id: `post-${i}`, body: `edited ${i}` }))
            .ok,
        ).toBe(true);
    }
    await first.stop();

    const stored = await db.pool.query<{ seq: number; posts: { ids: string[] } }>(
      'SELECT seq, state->\'posts\' AS posts FROM "GameSnapshot" WHERE "gameId" = $1',
      [gameId],
    );
    const snapshotSeq = stored.rows[0]?.seq ?? 0;
    expect(snapshotSeq).toBeGreaterThanOrEqual(100);
    // The thread is stored as columns: one id per post, no post objects.
    expect(stored.rows[0]?.posts.ids.length).toBeGreaterThan(90);

    const log = (await store.load(gameId)).map((event) => event.payload as KernelEvent);
    const full = replay(log);
    const loads: number[] = [];
    const watched: EventStore = {
      load: (id, afterSeq) => {
        loads.push(afterSeq ?? 0);
        return store.load(id, afterSeq);
      },
      append: (id, expected, events) => store.append(id, expected, events),
      lastSeq: (id) => store.lastSeq(id),
    };
    expect(full.seq).toBeGreaterThan(snapshotSeq);
    const second = room(watched);
    const state = await second.state(gameId);
    expect(loads).toEqual([snapshotSeq]);
    expect(state).toEqual(full);
    expect(state.posts.byId('post-19')?.body).toBe('edited 19');
    expect(state.posts.byId('post-129')?.body).toBe('post 129: "quoted", ünïcode');
    // It plays on from the snapshot like the original.
    expect(
      (
        await second.dispatch(gameId, {
          type: 'post',
          seat: 'p1',
          channel: 'thread',
          id: 'after',
          body: 'after the restart',
        })
      ).ok,
    ).toBe(true);
    await second.stop();
  });
});
