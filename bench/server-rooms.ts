// Shared by the two processes of bench/server.ts: the writer (server.ts) and the subscribers' process
// (server-reader.ts) each build their own room on the same database this way.
import { ALONE_MARGIN_MS, ALONE_WINDOW_MS, CHANGE_CHANNEL, PgChangeFeed, PgEventStore, PrismaDeadlineStore, type Database } from '@mafia/db';
import { GameRooms, type Clock, type EventStore } from '@mafia/room';
import { sandbox } from '@mafia/ruleset-sandbox';

const clock: Clock = { now: () => Date.now() };

/**
 * `always: true` makes the rooms append with the statement that always NOTIFYs (the path before
 * the lone-process step, and the one taken while another process listens): bench/server.ts
 * compares both in interleaved chunks on one room and one game.
 */
export const notices = { always: false };

export function rooms(database: Database): GameRooms {
  const feed = new PgChangeFeed(database.pool, database.params, { skippersWaitMs: ALONE_WINDOW_MS + ALONE_MARGIN_MS });
  // As the server: each append and its change notice in one statement, group-committed, the
  // notice skipped while no other process's feed listens (and, within the alone window after a look
  // that found none, the look as well). BENCH_FEED_NOTIFY=1: the feed's own
  // NOTIFY after each append (an older path).
  const alone = new PgEventStore(
    database.pool,
    process.env.BENCH_FEED_NOTIFY ? {} : { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => feed.backendPid, aloneWindowMs: ALONE_WINDOW_MS },
  );
  const always = new PgEventStore(database.pool, process.env.BENCH_FEED_NOTIFY ? {} : { notifyChannel: CHANGE_CHANNEL });
  const store = () => (notices.always ? always : alone);
  const events: EventStore = {
    load: (gameId, afterSeq) => store().load(gameId, afterSeq),
    loadMany: (requests) => store().loadMany(requests),
    append: (gameId, expectedSeq, appended) => store().append(gameId, expectedSeq, appended),
    lastSeq: (gameId) => store().lastSeq(gameId),
  };
  return new GameRooms({
    events,
    deadlines: new PrismaDeadlineStore(database.prisma),
    feed,
    clock,
    rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
  });
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();
