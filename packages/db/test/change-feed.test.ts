import { describe, expect, it } from 'vitest';
import { createPgPool } from '../src/connection';
import { FEED_APPLICATION_NAME, MAX_NOTICE_BYTES, PgChangeFeed, decodeChange, encodeChange } from '../src/stores/change-feed';
import { useTestDatabase } from './helpers';

const db = useTestDatabase();

/** Collects changes; `next()` resolves with the next one to arrive. */
function collector() {
  const queue: Array<[string, number]> = [];
  const waiting: Array<(change: [string, number]) => void> = [];
  /** The events each notice carried, by `gameId:seq` (absent when it carried none). */
  const carried = new Map<string, readonly unknown[]>();
  return {
    carried,
    listener(gameId: string, seq: number, events?: () => readonly unknown[] | null) {
      const read = events?.();
      if (read) carried.set(`${gameId}:${seq}`, read);
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

  it.each(['', 'no-seq', ':5', 'g1:x', 'g1:-1', '\n[]', 'g1\n:5'])('ignores the malformed payload %j', (payload) => {
    expect(decodeChange(payload)).toBeNull();
  });

  it.each(['g1:2\n{', 'g1:2\n{"not":"a list"}', 'g1:1\n[1,2]'])('reads no events from %j, so its receivers read the log', (payload) => {
    expect(decodeChange(payload)?.seq).toBeGreaterThan(0);
    expect(decodeChange(payload)?.events?.()).toBeNull();
  });

  it('carries the events in the notice while they fit, and names the seq only when they do not', () => {
    const events = [{ type: 'ballot-cast', poll: 'lynch', ballot: { voter: 's1', targets: ['s2'] } }];
    const change = decodeChange(encodeChange('game:1', 8, events));
    expect([change?.gameId, change?.seq, change?.events?.()]).toEqual(['game:1', 8, events]);
    const long = [{ type: 'post-made', post: { body: 'x'.repeat(MAX_NOTICE_BYTES) } }];
    expect(encodeChange('g1', 9, long)).toBe('g1:9');
    // Bytes, not characters, are what PostgreSQL counts: 3,000 Cyrillic letters are 6,000 bytes.
    const russian = [{ type: 'post-made', post: { body: 'я'.repeat(3_000) } }];
    expect(decodeChange(encodeChange('g1', 10, russian))?.events?.()).toEqual(russian);
    const tooMuchRussian = [{ type: 'post-made', post: { body: 'я'.repeat(4_000) } }];
    expect(encodeChange('g1', 11, tooMuchRussian)).toBe('g1:11');
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

  it('delivers the events a notice carries, exactly as published', async () => {
    const feed = new PgChangeFeed(db().pool, db().params);
    const changes = collector();
    const unsubscribe = await feed.subscribe(changes.listener);
    try {
      const events = [{ type: 'ballot-cast', poll: 'lynch', ballot: { voter: 's1', slot: 'main', targets: ['s2'], at: 1_700_000_000_123 } }];
      await feed.publish('game-carrying', 5, events);
      expect(await changes.next()).toEqual(['game-carrying', 5]);
      expect(changes.carried.get('game-carrying:5')).toEqual(events);
    } finally {
      await unsubscribe();
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
      // A batch's notice carries the events of every publish it covers when they follow on, and
      // none when they do not (the receiver then reads the log).
      await Promise.all([feed.publish('batch-d', 1, ['d1']), feed.publish('batch-d', 2, ['d2']), feed.publish('batch-e', 1, ['e1']), feed.publish('batch-e', 3, ['e3'])]);
      const more = [await changes.next(), await changes.next()];
      expect(more.sort()).toEqual([
        ['batch-d', 2],
        ['batch-e', 3],
      ]);
      expect(changes.carried.get('batch-d:2')).toEqual(['d1', 'd2']);
      expect(changes.carried.has('batch-e:3')).toBe(false);
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
