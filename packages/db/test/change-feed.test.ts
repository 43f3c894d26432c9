import { describe, expect, it } from 'vitest';
import { createPgPool } from '../src/connection';
import { FEED_APPLICATION_NAME, PgChangeFeed, decodeChange, encodeChange } from '../src/stores/change-feed';
import { useTestDatabase } from './helpers';

const db = useTestDatabase();

/** Collects changes; `next()` resolves with the next one to arrive. */
function collector() {
  const queue: Array<[string, number]> = [];
  const waiting: Array<(change: [string, number]) => void> = [];
  return {
    listener(gameId: string, seq: number) {
      const resolve = waiting.shift();
      if (resolve) resolve([gameId, seq]);
      else queue.push([gameId, seq]);
    },
    next(): Promise<[string, number]> {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}

describe('PgChangeFeed', () => {
  it.each([
    { gameId: 'g1', seq: 7 },
    { gameId: 'game:with:colons', seq: 12 },
  ])('encodes $gameId at $seq as "gameId:seq" and back', ({ gameId, seq }) => {
    expect(encodeChange(gameId, seq)).toBe(`${gameId}:${seq}`);
    expect(decodeChange(encodeChange(gameId, seq))).toEqual({ gameId, seq });
  });

  it.each(['', 'no-seq', ':5', 'g1:x'])('ignores the malformed payload %j', (payload) => {
    expect(decodeChange(payload)).toBeNull();
  });

  it('delivers a NOTIFY published through one pool to a listener on another connection', async () => {
    const otherProcessPool = createPgPool(db().params, 1);
    const listener = new PgChangeFeed(db().pool, db().params);
    const publisher = new PgChangeFeed(otherProcessPool, db().params);
    try {
      const changes = collector();
      const unsubscribe = await listener.subscribe(changes.listener);
      await publisher.publish('game-42', 9);
      expect(await changes.next()).toEqual(['game-42', 9]);
      await unsubscribe();
      expect(listener.listening).toBe(false);
    } finally {
      await listener.close();
      await otherProcessPool.end();
    }
  });

  it("publishes on its own listening connection: a notice does not wait for a busy pool's connections", async () => {
    const busyPool = createPgPool(db().params, 1);
    const feed = new PgChangeFeed(busyPool, db().params);
    const changes = collector();
    const unsubscribe = await feed.subscribe(changes.listener);
    try {
      const order: string[] = [];
      // The pool's only connection is taken by a slow command (a burst of appends, in the server).
      const slow = busyPool.query('SELECT pg_sleep(1.5)').then(() => order.push('pool free'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await feed.publish('game-busy', 3);
      expect(await changes.next()).toEqual(['game-busy', 3]);
      order.push('notice heard');
      await slow;
      expect(order).toEqual(['notice heard', 'pool free']);
    } finally {
      await unsubscribe();
      await busyPool.end();
    }
  });

  it('sends publishes of one tick as one batch: every game once, with its highest seq', async () => {
    const feed = new PgChangeFeed(db().pool, db().params);
    const changes = collector();
    const unsubscribe = await feed.subscribe(changes.listener);
    try {
      await Promise.all([feed.publish('batch-a', 1), feed.publish('batch-b', 4), feed.publish('batch-a', 2), feed.publish('batch-a', 3)]);
      const received = [await changes.next(), await changes.next()];
      expect(received.sort()).toEqual([
        ['batch-a', 3],
        ['batch-b', 4],
      ]);
      // Nothing else was sent for the batch: the next notice is the next publish.
      await feed.publish('batch-c', 1);
      expect(await changes.next()).toEqual(['batch-c', 1]);
    } finally {
      await unsubscribe();
    }
  });

  it('reconnects and listens again after its connection is killed', async () => {
    const errors: Error[] = [];
    const feed = new PgChangeFeed(db().pool, db().params, { reconnectDelayMs: 20, onError: (e) => errors.push(e) });
    const changes = collector();
    const unsubscribe = await feed.subscribe(changes.listener);
    try {
      await db().pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
        [FEED_APPLICATION_NAME],
      );
      await waitUntil(() => !feed.listening);
      await waitUntil(() => feed.listening);
      await feed.publish('game-after-reconnect', 3);
      expect(await changes.next()).toEqual(['game-after-reconnect', 3]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await unsubscribe();
    }
  });
});

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
