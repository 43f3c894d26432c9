// The subscribers' process of `bench/server.ts live` (forked by it; `BENCH_READER_PROFILE=/tmp/prof`
// writes this process's CPU profile): 2,000 subscribers on their own room, pool and LISTEN connection.
import { ownView, viewUpdate, type OwnView } from '@mafia/api';
import { connectDatabase, PgChangeFeed, type ConnectionParams, type Database, type GameRecord, type MemberRecord } from '@mafia/db';
import type { GameRooms } from '@mafia/room';
import { sandbox } from '@mafia/ruleset-sandbox';
import { rooms, wallNow } from './server-rooms';

const record: GameRecord = {
  id: 'bench',
  title: 'bench',
  rulesetId: 'sandbox',
  setupId: 'classic-7',
  settings: {},
  status: 'running',
  hostAccountId: 'bench',
  seed: 'bench',
  createdAt: 0,
  startedAt: 0,
  finishedAt: null,
  broken: null,
};
const memberAs = (role: MemberRecord['role'], seatId: string | null): MemberRecord => ({
  id: `${role}:${seatId ?? '-'}`,
  gameId: 'bench',
  accountId: `${role}:${seatId ?? '-'}`,
  role,
  seatId,
  signupOptions: {},
  joinedAt: 0,
});

/** [gameId, subscriber index, seq, when its view was computed] */
export type Seen = [string, number, number, number];
export type ReaderMessage = { kind: 'ready'; subscribers: number } | { kind: 'seen'; seen: Seen[]; heard: Array<[string, number, number]>; cpuMs: number };
export type WriterMessage = { kind: 'watch'; params: ConnectionParams; games: string[]; perGame: number } | { kind: 'reset' } | { kind: 'report' };

/**
 * The subscribers' process: its own room, pool and LISTEN connection; it learns of the writer's
 * votes only through PostgreSQL. Each subscriber computes its own view as the API's update stream
 * does (once per distinct viewer per seq) and records when it had it.
 */
export async function runReader(): Promise<void> {
  const send = (message: ReaderMessage) => process.send?.(message);
  let database: Database | null = null;
  let reader: GameRooms | null = null;
  let seen: Seen[] = [];
  let heard: Array<[string, number, number]> = [];
  let probe: PgChangeFeed | null = null;
  let cpu = process.cpuUsage();
  process.on('message', (message: WriterMessage) => {
    void (async () => {
      if (message.kind === 'watch') {
        database = connectDatabase(message.params);
        reader = rooms(database);
        await reader.start();
        // A second LISTEN connection only to time the notices' arrival (where the latency goes).
        probe = new PgChangeFeed(database.pool, database.params);
        await probe.subscribe((gameId, seq) => heard.push([gameId, seq, wallNow()]));
        const seats = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'];
        for (const gameId of message.games) {
          await reader.state(gameId);
          for (let i = 0; i < message.perGame; i++) {
            const seat = seats[i];
            const member = seat ? memberAs('player', seat) : memberAs('spectator', null);
            let previous: OwnView | null = null;
            reader.subscribe(gameId, (state) => {
              // As the API's update stream does: the subscriber's own view (computed once per distinct
              // viewer per seq), sent as the parts that changed since its last message, serialised
              // for its SSE message (tRPC serialises per subscriber).
              const next = ownView(sandbox, record, member, state);
              JSON.stringify(viewUpdate(previous, next));
              previous = next;
              seen.push([gameId, i, state.seq, wallNow()]);
            });
          }
        }
        send({ kind: 'ready', subscribers: reader.subscriberCount() });
      } else if (message.kind === 'reset') {
        seen = [];
        heard = [];
        cpu = process.cpuUsage();
        send({ kind: 'ready', subscribers: reader?.subscriberCount() ?? 0 });
      } else {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const used = process.cpuUsage(cpu);
        await (probe as PgChangeFeed | null)?.close();
        await reader?.stop();
        await (database as Database | null)?.close();
        // Exit only once the report is handed over (a message still queued would be lost).
        process.send?.({ kind: 'seen', seen, heard, cpuMs: (used.user + used.system) / 1000 } satisfies ReaderMessage, undefined, {}, () => process.exit(0));
      }
    })();
  });
}

await runReader();
