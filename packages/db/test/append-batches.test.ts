// Group commit (issue #19): one statement for a lone append, shared statements for concurrent ones,
// each answered for itself, in order per game, nothing lost or duplicated when a batch fails.
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/ports';
import { CHANGE_CHANNEL, PgChangeFeed } from '../src/stores/change-feed';
import { PgEventStore } from '../src/stores/pg-event-store';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

const vote = (n: number, at = 1_700_000_000_000 + n): NewEvent => ({
  type: 'ballot-cast',
  payload: { type: 'ballot-cast', n },
  at,
});

async function games(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await createGame(db().prisma));
  return ids;
}

async function logOf(gameId: string): Promise<unknown[]> {
  const rows = await db().pool.query<{ seq: number; payload: { n: number } }>(
    'SELECT seq, payload FROM "GameEvent" WHERE "gameId" = $1 ORDER BY seq',
    [gameId],
  );
  return rows.rows.map((row) => [row.seq, row.payload.n]);
}

describe('PgEventStore group commit', () => {
  it('a lone append is one statement', async () => {
    const [game = ''] = await games(1);
    const store = new PgEventStore(db().pool, { maxInFlight: 1 });
    expect(await store.append(game, 0, [vote(1)])).toEqual({ ok: true, lastSeq: 1 });
    expect(await store.append(game, 1, [vote(2), vote(3)])).toEqual({ ok: true, lastSeq: 3 });
    expect(store.appendStatements).toBe(2);
    expect(await logOf(game)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it("skips the look at the log's tail only after its own append, and the primary key still refuses a stale seq", async () => {
    const [game = ''] = await games(1);
    const store = new PgEventStore(db().pool);
    const other = new PgEventStore(db().pool); // another process's store on the same game
    expect(await store.append(game, 0, [vote(1)])).toEqual({ ok: true, lastSeq: 1 });
    expect(store.ownTailAppends).toBe(0); // the first append of a game looks
    expect(await store.append(game, 1, [vote(2)])).toEqual({ ok: true, lastSeq: 2 });
    expect(store.ownTailAppends).toBe(1);
    // Another writer moves the log on: the seq this store remembers is now stale, and the insert of
    // seq 3 fails on the primary key instead of the look. Nothing of it is written.
    expect(await other.append(game, 2, [vote(30), vote(31)])).toEqual({ ok: true, lastSeq: 4 });
    expect(await store.append(game, 2, [vote(3)])).toEqual({ ok: false, reason: 'sequence-conflict', actualSeq: 4 });
    expect(store.ownTailAppends).toBe(2);
    // After a conflict the store looks again, so an expected seq ahead of the log is refused.
    expect(await store.append(game, 5, [vote(6)])).toEqual({ ok: false, reason: 'sequence-conflict', actualSeq: 4 });
    expect(await store.append(game, 4, [vote(5)])).toEqual({ ok: true, lastSeq: 5 });
    expect(store.ownTailAppends).toBe(2);
    expect(await logOf(game)).toEqual([
      [1, 1],
      [2, 2],
      [3, 30],
      [4, 31],
      [5, 5],
    ]);
  });

  it('appends of many games made while a statement is in flight share the next one', async () => {
    const ids = await games(20);
    const store = new PgEventStore(db().pool, { maxInFlight: 1 });
    const results = await Promise.all(ids.map((id, i) => store.append(id, 0, [vote(i), vote(100 + i)])));
    expect(results).toEqual(ids.map(() => ({ ok: true, lastSeq: 2 })));
    // The first goes alone at once; the other 19 waited for it and went together.
    expect(store.appendStatements).toBe(2);
    for (const [i, id] of ids.entries()) {
      expect(await logOf(id)).toEqual([
        [1, i],
        [2, 100 + i],
      ]);
    }
  });

  it('with several statements in flight, a game still has one at a time, and every append lands once', async () => {
    const ids = await games(6);
    const store = new PgEventStore(db().pool, { maxInFlight: 3 });
    const appends = ids.flatMap((id) => [0, 1, 2].map((seq) => store.append(id, seq, [vote(seq)])));
    expect((await Promise.all(appends)).every((result) => result.ok)).toBe(true);
    expect(store.appendStatements).toBeLessThan(appends.length);
    for (const id of ids) {
      expect(await logOf(id)).toEqual([
        [1, 0],
        [2, 1],
        [3, 2],
      ]);
    }
  });

  it('keeps the order of one game: its second append waits for the next statement', async () => {
    const [game = '', other = ''] = await games(2);
    const store = new PgEventStore(db().pool, { maxInFlight: 1 });
    const answers = await Promise.all([
      store.append(other, 0, [vote(0)]),
      store.append(game, 0, [vote(1)]),
      store.append(game, 1, [vote(2)]),
      store.append(game, 2, [vote(3)]),
    ]);
    expect(answers.map((answer) => answer.ok && answer.lastSeq)).toEqual([1, 1, 2, 3]);
    expect(await logOf(game)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('a stale append in a batch is refused alone; the others commit', async () => {
    const [a = '', b = '', c = ''] = await games(3);
    const store = new PgEventStore(db().pool, { maxInFlight: 1 });
    await store.append(b, 0, [vote(0)]);
    const before = store.appendStatements;
    const [first, stale, third] = await Promise.all([
      store.append(a, 0, [vote(1)]),
      store.append(b, 0, [vote(2)]),
      store.append(c, 0, [vote(3)]),
    ]);
    expect(first).toEqual({ ok: true, lastSeq: 1 });
    expect(stale).toEqual({ ok: false, reason: 'sequence-conflict', actualSeq: 1 });
    expect(third).toEqual({ ok: true, lastSeq: 1 });
    expect(store.appendStatements - before).toBeLessThanOrEqual(2);
    expect(await logOf(b)).toEqual([[1, 0]]);
  });

  it('a batch the database refuses is retried append by append: the good ones commit once, the bad one fails alone', async () => {
    const ids = await games(5);
    const store = new PgEventStore(db().pool, { maxInFlight: 1 });
    const [warm = ''] = await games(1);
    // Holds the store busy so the next five form one batch.
    const busy = store.append(warm, 0, [vote(0)]);
    // A NaN time is stored as NULL: the NOT NULL column refuses the whole statement.
    const answers = ids.map((id, i) =>
      store.append(id, 0, [vote(i, i === 2 ? Number.NaN : 1_700_000_000_000)]).then(
        (result) => result,
        (error: unknown) => ({ error: (error as { code?: string }).code }),
      ),
    );
    await busy;
    const settled = await Promise.all(answers);
    // Refused again on its own (PostgreSQL's SQLSTATE for it), never written.
    expect(settled).toEqual(ids.map((_, i) => (i === 2 ? { error: expect.stringMatching(/^[0-9A-Z]{5}$/) } : { ok: true, lastSeq: 1 })));
    // 1 (busy) + 1 refused batch + 5 alone.
    expect(store.appendStatements).toBe(7);
    for (const [i, id] of ids.entries()) expect(await logOf(id)).toEqual(i === 2 ? [] : [[1, i]]);
  });

  it('when the outcome is unknown (the connection broke), every append of the batch fails and none is retried', async () => {
    const ids = await games(3);
    let failNext = false;
    let sent = 0;
    // Connections handed back broken (with an error): the pool must drop them, never reuse them.
    const broken: string[] = [];
    const pool = {
      connect: async () => {
        const client = await db().pool.connect();
        return {
          query: (...args: Parameters<pg.PoolClient['query']>) => {
            sent += 1;
            // The batch statement (the three appends queued behind the busy one) loses its connection.
            const [config] = args as unknown as [{ name?: string }];
            if (failNext && config.name?.startsWith('mafia-append-batch') === true) {
              failNext = false;
              return Promise.reject(new Error('Connection terminated unexpectedly'));
            }
            return (client.query as (...a: unknown[]) => unknown)(...args);
          },
          release: (error?: Error) => {
            if (error) broken.push(error.message);
            client.release(error);
          },
        };
      },
    } as unknown as pg.Pool;
    const store = new PgEventStore(pool, { maxInFlight: 1 });
    const [warm = ''] = await games(1);
    const busy = store.append(warm, 0, [vote(0)]);
    failNext = true;
    const answers = ids.map((id, i) =>
      store.append(id, 0, [vote(i)]).then(
        () => 'ok',
        (error: unknown) => (error as Error).message,
      ),
    );
    await busy;
    expect(await Promise.all(answers)).toEqual(ids.map(() => 'Connection terminated unexpectedly'));
    expect(sent).toBe(2);
    expect(broken).toEqual(['Connection terminated unexpectedly']);
    for (const id of ids) expect(await logOf(id)).toEqual([]);
  });

  it('announces each appended game in the batch statement, with its events, and never a refused one', async () => {
    const [a = '', b = '', c = '', warm = ''] = await games(4);
    const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL, maxInFlight: 1 });
    const feed = new PgChangeFeed(db().pool, db().params);
    const heard: Array<[string, number, unknown]> = [];
    const unsubscribe = await feed.subscribe((game, seq, carried) => {
      if ([a, b, c].includes(game)) heard.push([game, seq, carried?.()]);
    });
    try {
      await store.append(b, 0, [vote(0)]);
      const busy = store.append(warm, 0, [vote(0)]);
      const results = await Promise.all([
        busy,
        store.append(a, 0, [vote(1), vote(2)]),
        store.append(b, 0, [vote(3)]),
        store.append(c, 0, [vote(4)]),
      ]);
      expect(results.map((r) => r.ok)).toEqual([true, true, false, true]);
      expect(results[1]).toEqual({ ok: true, lastSeq: 2, announced: true });
      for (let waited = 0; heard.length < 3 && waited < 5_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual(
        expect.arrayContaining([
          [b, 1, [{ type: 'ballot-cast', n: 0 }]],
          [
            a,
            2,
            [
              { type: 'ballot-cast', n: 1 },
              { type: 'ballot-cast', n: 2 },
            ],
          ],
          [c, 1, [{ type: 'ballot-cast', n: 4 }]],
        ]),
      );
      expect(heard).toHaveLength(3);
    } finally {
      await unsubscribe();
    }
  });
});
