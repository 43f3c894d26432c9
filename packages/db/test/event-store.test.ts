import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/ports';
import type { EventStore } from '../src/ports';
import { PrismaEventStore } from '../src/stores/event-store';
import { PgEventStore } from '../src/stores/pg-event-store';
import { CHANGE_CHANNEL, PgChangeFeed } from '../src/stores/change-feed';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

function events(...types: string[]): NewEvent[] {
  return types.map((type, index) => ({ type, payload: { n: index, nested: { ok: true } }, at: 1_700_000_000_000 + index }));
}

// Both implementations keep one contract: the Prisma reference and the one-statement hot path.
const stores: Array<[string, () => EventStore]> = [
  ['PrismaEventStore', () => new PrismaEventStore(db().prisma)],
  ['PgEventStore', () => new PgEventStore(db().pool)],
  ['PgEventStore announcing on the change feed', () => new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL })],
];

describe.each(stores)('%s', (_name, store) => {
  it('appends events with gap-free seqs and loads them back in order', async () => {
    const gameId = await createGame(db().prisma);
    expect(await store().lastSeq(gameId)).toBe(0);
    expect(await store().append(gameId, 0, events('GameCreated', 'SeatJoined'))).toMatchObject({ ok: true, lastSeq: 2 });
    expect(await store().append(gameId, 2, events('PhaseStarted'))).toMatchObject({ ok: true, lastSeq: 3 });

    const loaded = await store().load(gameId);
    expect(loaded.map((event) => [event.seq, event.type])).toEqual([
      [1, 'GameCreated'],
      [2, 'SeatJoined'],
      [3, 'PhaseStarted'],
    ]);
    expect(loaded[0]).toEqual({
      gameId,
      seq: 1,
      type: 'GameCreated',
      payload: { n: 0, nested: { ok: true } },
      at: 1_700_000_000_000,
    });
    expect(await store().lastSeq(gameId)).toBe(3);
  });

  it('loads only the events after a given seq', async () => {
    const gameId = await createGame(db().prisma);
    await store().append(gameId, 0, events('a', 'b', 'c', 'd'));
    expect((await store().load(gameId, 2)).map((event) => event.seq)).toEqual([3, 4]);
    expect(await store().load(gameId, 4)).toEqual([]);
  });

  it('keeps plain-JSON payloads exactly, including null and arrays', async () => {
    const gameId = await createGame(db().prisma);
    const payloads = [null, [1, 'two', { three: 3 }], 'text', 42, { deep: { list: [] } }];
    await store().append(gameId, 0, payloads.map((payload, at) => ({ type: 'Raw', payload, at })));
    expect((await store().load(gameId)).map((event) => event.payload)).toEqual(payloads);
  });

  it('rejects a stale expected seq, reports the actual one and writes nothing', async () => {
    const gameId = await createGame(db().prisma);
    await store().append(gameId, 0, events('a', 'b'));
    for (const expectedSeq of [0, 1, 3]) {
      expect(await store().append(gameId, expectedSeq, events('late'))).toEqual({
        ok: false,
        reason: 'sequence-conflict',
        actualSeq: 2,
      });
    }
    expect((await store().load(gameId)).map((event) => event.type)).toEqual(['a', 'b']);
  });

  it('lets exactly one of two appends with the same expected seq win; the loser writes nothing', async () => {
    const gameId = await createGame(db().prisma);
    await store().append(gameId, 0, events('start'));
    // Different lengths, so a partial write by the loser would show up as an extra seq.
    const [first, second] = await Promise.all([
      store().append(gameId, 1, events('first-a')),
      store().append(gameId, 1, events('second-a', 'second-b', 'second-c')),
    ]);
    const outcomes = [first, second];
    const winners = outcomes.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    const loser = outcomes.find((result) => !result.ok);
    const winnerTypes = first.ok ? ['first-a'] : ['second-a', 'second-b', 'second-c'];
    expect(loser).toEqual({ ok: false, reason: 'sequence-conflict', actualSeq: 1 + winnerTypes.length });
    expect((await store().load(gameId)).map((event) => event.type)).toEqual(['start', ...winnerTypes]);
  });

  it('never leaves gaps or duplicates when many writers race and retry', async () => {
    const gameId = await createGame(db().prisma);
    const writers = 12;
    const perWriter = 3;
    let conflicts = 0;
    async function writer(id: number): Promise<void> {
      for (let written = 0; written < perWriter; ) {
        const expected = await store().lastSeq(gameId);
        const result = await store().append(gameId, expected, [{ type: `w${id}`, payload: { written }, at: 0 }]);
        if (result.ok) written += 1;
        else conflicts += 1;
      }
    }
    await Promise.all(Array.from({ length: writers }, (_, id) => writer(id)));

    const loaded = await store().load(gameId);
    expect(loaded.map((event) => event.seq)).toEqual(Array.from({ length: writers * perWriter }, (_, i) => i + 1));
    for (let id = 0; id < writers; id += 1) {
      expect(loaded.filter((event) => event.type === `w${id}`)).toHaveLength(perWriter);
    }
    expect(conflicts).toBeGreaterThan(0);
  });

  it('is durable when append resolves: another connection sees the events at once', async () => {
    const gameId = await createGame(db().prisma);
    await store().append(gameId, 0, events('a', 'b'));
    const seen = await db().pool.query('SELECT seq FROM "GameEvent" WHERE "gameId" = $1 ORDER BY seq', [gameId]);
    expect(seen.rows).toEqual([{ seq: 1 }, { seq: 2 }]);
  });

  it('keeps the logs of different games apart', async () => {
    const [one, two] = [await createGame(db().prisma), await createGame(db().prisma)];
    await store().append(one, 0, events('one'));
    expect(await store().append(two, 0, events('two-a', 'two-b'))).toMatchObject({ ok: true, lastSeq: 2 });
    expect((await store().load(one)).map((event) => event.type)).toEqual(['one']);
  });
});

describe('PgEventStore loading several games at once', () => {
  it("answers each game's events after its own seq, in order, in one statement", async () => {
    const store = new PgEventStore(db().pool);
    const [a, b, c, quiet] = [await createGame(db().prisma), await createGame(db().prisma), await createGame(db().prisma), await createGame(db().prisma)];
    if (!a || !b || !c || !quiet) throw new Error('games');
    await store.append(a, 0, events('a1', 'a2', 'a3'));
    await store.append(b, 0, events('b1', 'b2'));
    await store.append(c, 0, events('c1'));
    const loaded = await store.loadMany([
      { gameId: a, afterSeq: 1 },
      { gameId: b, afterSeq: 0 },
      { gameId: c, afterSeq: 1 },
      { gameId: quiet, afterSeq: 0 },
    ]);
    expect(loaded.get(a)?.map((e) => [e.seq, e.type])).toEqual([
      [2, 'a2'],
      [3, 'a3'],
    ]);
    expect(loaded.get(b)?.map((e) => e.type)).toEqual(['b1', 'b2']);
    // Nothing new: absent, as the port allows.
    expect(loaded.has(c)).toBe(false);
    expect(loaded.has(quiet)).toBe(false);
    // The same rows as one game's load.
    expect(loaded.get(a)).toEqual(await store.load(a, 1));
    expect(await store.loadMany([])).toEqual(new Map());
  });
});

describe('PgEventStore announcing its appends', () => {
  it('NOTIFYs "<game>:<last seq>" with an accepted append only, in the same statement', async () => {
    const gameId = await createGame(db().prisma);
    const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL });
    const feed = new PgChangeFeed(db().pool, db().params);
    const heard: Array<[string, number]> = [];
    const unsubscribe = await feed.subscribe((game, seq) => {
      if (game === gameId) heard.push([game, seq]);
    });
    try {
      expect(await store.append(gameId, 0, events('a', 'b'))).toEqual({ ok: true, lastSeq: 2, announced: true });
      expect(await store.append(gameId, 0, events('stale'))).toEqual({ ok: false, reason: 'sequence-conflict', actualSeq: 2 });
      expect(await store.append(gameId, 2, events('c'))).toMatchObject({ ok: true, lastSeq: 3 });
      for (let waited = 0; heard.length < 2 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([
        [gameId, 2],
        [gameId, 3],
      ]);
    } finally {
      await unsubscribe();
    }
  });
});
