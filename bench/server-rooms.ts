// Shared by the two processes of bench/server.ts: the writer (server.ts) and the subscribers' process
// (server-reader.ts) each build their own room on the same database this way.
import { CHANGE_CHANNEL, PgChangeFeed, PgEventStore, PrismaDeadlineStore, type Database } from '@mafia/db';
import { GameRooms, type Clock } from '@mafia/room';
import { sandbox } from '@mafia/ruleset-sandbox';

const clock: Clock = { now: () => Date.now() };

/**
 * `always: true` makes the rooms' stores NOTIFY as if another process listened (their own feed is
 * then not recognised as theirs): bench/server.ts compares both paths in interleaved chunks.
 */
export const notices = { always: false };

export function rooms(database: Database): GameRooms {
  const feed = new PgChangeFeed(database.pool, database.params);
  return new GameRooms({
    // As the server: each append and its change notice in one statement, group-committed, the
    // notice skipped while no other process's feed listens. BENCH_FEED_NOTIFY=1: the feed's own
    // NOTIFY after each append (older path); BENCH_ALWAYS_NOTIFY=1: notify even when alone.
    events: new PgEventStore(
      database.pool,
      process.env.BENCH_FEED_NOTIFY
        ? {}
        : process.env.BENCH_ALWAYS_NOTIFY
          ? { notifyChannel: CHANGE_CHANNEL }
          : { notifyChannel: CHANGE_CHANNEL, ownFeedPid: () => (notices.always ? -1 : feed.backendPid) },
    ),
    deadlines: new PrismaDeadlineStore(database.prisma),
    feed,
    clock,
    rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
  });
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();
