// Issue #19, "one round trip per command from a lone client": a process whose change feed is the
// only one connected skips the NOTIFY that only it would hear; as soon as another process's feed is
// connected, every append announces itself again, and a feed that connects while a silent append
// is under way waits for it before it serves.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/ports';
import { CHANGE_CHANNEL, PgChangeFeed } from '../src/stores/change-feed';
import { OTHERS_RECHECK_MS } from '../src/stores/append-batches';
import { PgEventStore } from '../src/stores/pg-event-store';
import { createGame, useTestDatabase } from './helpers';

const db = useTestDatabase();

const vote = (n: number): NewEvent => ({ type: 'ballot-cast', payload: { type: 'ballot-cast', n }, at: 1_700_000_000_000 + n });

const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A plain LISTEN connection that is not a change feed (another application name): it hears every
 * NOTIFY on the channel, so it tells whether an append sent one, without counting as a process.
 */
async function eavesdrop(): Promise<{ heard: string[]; close(): Promise<void> }> {
  const client = new pg.Client({ ...db().params, application_name: 'lone-process-test' });
  await client.connect();
  const heard: string[] = [];
  client.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL && message.payload) heard.push(message.payload.split('\n')[0] ?? '');
  });
  await client.query(`LISTEN ${CHANGE_CHANNEL}`);
  return { heard, close: () => client.end() };
}

describe('PgEventStore with ownFeedPid', () => {
  it('alone, an append sends no notice; with another process listening it does, and that process hears it', async () => {
    const [game = ''] = await Promise.all([createGame(db().prisma)]);
    const ours = new PgChangeFeed(db().pool, db().params);
    const ourHeard: number[] = [];
    const stopOurs = await ours.subscribe((id, seq) => {
      if (id === game) ourHeard.push(seq);
    });
    const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => ours.backendPid });
    const ear = await eavesdrop();
    try {
      expect(ours.backendPid).toEqual(expect.any(Number));
      // One event (the one-row statement) and two events (the batch statement): both stay silent.
      expect(await store.append(game, 0, [vote(1)])).toEqual({ ok: true, lastSeq: 1, announced: true });
      expect(await store.append(game, 1, [vote(2), vote(3)])).toEqual({ ok: true, lastSeq: 3, announced: true });
      await settle();
      expect(ear.heard).toEqual([]);
      expect(ourHeard).toEqual([]);

      // Another process starts: its feed connects, and from then on every append announces.
      const theirs = new PgChangeFeed(db().pool, db().params);
      const theirHeard: number[] = [];
      const stopTheirs = await theirs.subscribe((id, seq) => {
        if (id === game) theirHeard.push(seq);
      });
      try {
        await store.append(game, 3, [vote(4)]);
        await store.append(game, 4, [vote(5), vote(6)]);
        // Both listeners get the two notices on their own connections: wait for both (CI saw the eavesdropper one notice behind).
        for (let waited = 0; (theirHeard.length < 2 || ear.heard.length < 2) && waited < 5_000; waited += 20) await settle(20);
        expect(theirHeard).toEqual([4, 6]);
        expect(ear.heard).toEqual([`${game}:4`, `${game}:6`]);
      } finally {
        await stopTheirs();
      }

      // The other process is gone. For OTHERS_RECHECK_MS after it was last seen the store NOTIFYs
      // without looking (always safe); after that it looks again, finds itself alone, and is silent.
      await store.append(game, 6, [vote(7)]);
      for (let waited = 0; ear.heard.length < 3 && waited < 5_000; waited += 20) await settle(20);
      expect(ear.heard).toEqual([`${game}:4`, `${game}:6`, `${game}:7`]);
      await settle(OTHERS_RECHECK_MS + 100);
      await store.append(game, 7, [vote(8)]);
      await store.append(game, 8, [vote(9), vote(10)]);
      await settle();
      expect(ear.heard).toEqual([`${game}:4`, `${game}:6`, `${game}:7`]);
    } finally {
      await ear.close();
      await stopOurs();
    }
  });

  it('with its own feed down, any other feed counts as listening', async () => {
    const game = await createGame(db().prisma);
    const other = new PgChangeFeed(db().pool, db().params);
    const heard: number[] = [];
    const stop = await other.subscribe((id, seq) => {
      if (id === game) heard.push(seq);
    });
    try {
      const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => null });
      await store.append(game, 0, [vote(1)]);
      for (let waited = 0; heard.length < 1 && waited < 5_000; waited += 20) await settle(20);
      expect(heard).toEqual([1]);
    } finally {
      await stop();
    }
  });

  it('a feed that connects while a silent append is under way waits for it to commit before it serves', async () => {
    const game = await createGame(db().prisma);
    // An append's transaction held open: it inserted (so it has a transaction id) and saw no feed.
    const writer = await db().pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at) VALUES ($1, 1, 'ballot-cast', '{}'::jsonb, now())`,
        [game],
      );
      const feed = new PgChangeFeed(db().pool, db().params);
      let serving = false;
      const subscribed = feed.subscribe(() => undefined).then((stop) => {
        serving = true;
        return stop;
      });
      await settle(300);
      expect(serving).toBe(false);
      await writer.query('COMMIT');
      const stop = await subscribed;
      expect(serving).toBe(true);
      // What it loads now includes the append it could not have been told about.
      const rows = await db().pool.query('SELECT seq FROM "GameEvent" WHERE "gameId" = $1', [game]);
      expect(rows.rowCount).toBe(1);
      await stop();
    } finally {
      writer.release();
    }
  });

  it('within the alone window after a look that found no other feed, appends neither look nor notify; a feed that waits the window out hears every append made once it serves', async () => {
    const game = await createGame(db().prisma);
    const ours = new PgChangeFeed(db().pool, db().params);
    const stopOurs = await ours.subscribe(() => undefined);
    const windowMs = 300;
    const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => ours.backendPid, aloneWindowMs: windowMs });
    const batches = (store as unknown as { batches: { skippedLooks: number; statements: number } }).batches;
    const ear = await eavesdrop();
    try {
      // The first append looks and finds no other feed: the next ones within the window skip the look.
      await store.append(game, 0, [vote(1)]);
      expect(batches.skippedLooks).toBe(0);
      await store.append(game, 1, [vote(2)]);
      await store.append(game, 2, [vote(3), vote(4)]);
      expect(batches.skippedLooks).toBe(2);
      expect(await store.load(game)).toHaveLength(4);

      // Another process starts while the window runs. Its feed waits the window (and a margin) out
      // before it serves; the appends decided meanwhile may skip their notice, but they are in the
      // log before that process loads anything.
      const theirs = new PgChangeFeed(db().pool, db().params, { skippersWaitMs: windowMs + 200 });
      const theirHeard: number[] = [];
      let serving = false;
      // What it hears once it serves (it listens while it waits, so it may hear some before).
      const subscribed = theirs.subscribe((id, seq) => {
        if (id === game && serving) theirHeard.push(seq);
      });
      void subscribed.then(() => {
        serving = true;
      });
      let seq = 4;
      while (!serving) {
        expect((await store.append(game, seq, [vote(seq + 1)])).ok).toBe(true);
        seq += 1;
        await settle(25);
      }
      const stopTheirs = await subscribed;
      try {
        const loadedWhenServing = seq;
        // Every append from now on is heard by the new process (the window began before it connected).
        await store.append(game, seq, [vote(seq + 1)]);
        await store.append(game, seq + 1, [vote(seq + 2), vote(seq + 3)]);
        // A notice of the loop's last append may reach it just after it began serving (the flag is set
        // a turn after the subscription resolves): only the appends made from now on are asserted.
        const afterServing = () => theirHeard.filter((heardSeq) => heardSeq > loadedWhenServing);
        for (let waited = 0; afterServing().length < 2 && waited < 5_000; waited += 20) await settle(20);
        expect(afterServing()).toEqual([loadedWhenServing + 1, loadedWhenServing + 3]);
        expect(ear.heard.slice(-2)).toEqual([`${game}:${loadedWhenServing + 1}`, `${game}:${loadedWhenServing + 3}`]);
        // And no append was lost or doubled on the way.
        const seqs = (await store.load(game)).map((event) => event.seq);
        expect(seqs).toEqual(Array.from({ length: loadedWhenServing + 3 }, (_, i) => i + 1));
      } finally {
        await stopTheirs();
      }
    } finally {
      await ear.close();
      await stopOurs();
    }
  });

  it('a store without an alone window looks in every statement (the default)', async () => {
    const game = await createGame(db().prisma);
    const ours = new PgChangeFeed(db().pool, db().params);
    const stopOurs = await ours.subscribe(() => undefined);
    const store = new PgEventStore(db().pool, { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => ours.backendPid });
    const batches = (store as unknown as { batches: { skippedLooks: number } }).batches;
    try {
      for (let n = 0; n < 3; n++) await store.append(game, n, [vote(n + 1)]);
      expect(batches.skippedLooks).toBe(0);
    } finally {
      await stopOurs();
    }
  });
});
