// Shared by the two processes of bench/server.ts: the writer (server.ts) and the subscribers' process
// (server-reader.ts) each build their own room on the same database this way.
import { CHANGE_CHANNEL, PgChangeFeed, PgEventStore, PrismaDeadlineStore, type Database } from '@mafia/db';
import { GameRooms, type Clock } from '@mafia/room';
import { sandbox } from '@mafia/ruleset-sandbox';

const clock: Clock = { now: () => Date.now() };

export function rooms(database: Database): GameRooms {
  return new GameRooms({
    // As the server: each append and its change notice in one statement, group-committed.
    events: new PgEventStore(
      database.pool,
      process.env.BENCH_FEED_NOTIFY ? {} : { notifyChannel: CHANGE_CHANNEL },
    ),
    deadlines: new PrismaDeadlineStore(database.prisma),
    feed: new PgChangeFeed(database.pool, database.params),
    clock,
    rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
  });
}

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const wallNow = () => performance.timeOrigin + performance.now();
