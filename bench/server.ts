// Server benchmark: `pnpm exec tsx bench/server.ts` from the repo root (add DATABASE_URL to use an
// external PostgreSQL; by default a throwaway embedded one is started in a temp directory).
//
// 1. Durable vote submission through the room (decide → optimistic append → ack) against a raw
//    durable INSERT loop with `pg` on the same database, in alternating chunks of the same run
//    (the machine is shared, so conditions drift); the ratio is reported.
// 2. Vote latency at a paced 500 votes/s spread over 20 games.
// 3. 100 concurrent games with 2,000 live subscribers in a second server process (a child process
//    with its own room and pool) that learns of changes only through PostgreSQL LISTEN/NOTIFY;
//    update latency = command start, and command acknowledgement, → every subscriber has its own
//    view; under a steady 500 votes/s and under bursts.
// The rooms append as the server does (bench/server-rooms.ts): one statement per append with its
// change notice, group-committed. BENCH_FEED_NOTIFY=1 compares with the change feed's own NOTIFY.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from '@mafia/kernel';
import {
  connectDatabase,
  GameRepository,
  AccountRepository,
  migrateDatabase,
  parseDatabaseUrl,
  startEmbeddedPostgres,
  type ConnectionParams,
  type Database,
} from '@mafia/db';
import type { GameRooms } from '@mafia/room';
import { placeOnSeparateCpus } from './cpu-placement';
import { rooms, wallNow } from './server-rooms';
import { concurrentRawRate, interleavedRates, loneNoticeRates, voteFor } from './vote-rates';
import type { ReaderMessage, Seen, WriterMessage } from './server-reader';
import { assignRoles } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;

function startCommand(seed: string): Command {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('no setup');
  const players = setup.seats.map((_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }));
  const parsed = sandbox.parseSettings({ firstPhase: 'day', dayLength: 3_600_000 });
  if (!parsed.ok) throw new Error('settings');
  return { type: 'start-game', ruleset: 'sandbox', settings: parsed.settings, seed, seats: assignRoles(sandbox, setup, players, seed).seats };
}

async function createGames(database: Database, room: GameRooms, count: number, prefix: string): Promise<string[]> {
  const accounts = new AccountRepository(database.prisma);
  const games = new GameRepository(database.prisma);
  const host = await accounts.create({ username: `${prefix}-host`, passwordHash: 'x' });
  if (!host.ok) throw new Error('host');
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const game = await games.create({ title: `${prefix} ${i}`, rulesetId: 'sandbox', setupId: 'classic-7', settings: {}, hostAccountId: host.account.id, seed: `${prefix}-${i}` });
    const started = await room.dispatch(game.id, startCommand(`${prefix}-${i}`));
    if (!started.ok) throw new Error('start');
    ids.push(game.id);
  }
  return ids;
}

async function pacedVotes(room: GameRooms, games: string[], perSecond: number, seconds: number, offset = 0): Promise<number[]> {
  const latencies: number[] = [];
  const total = perSecond * seconds;
  const interval = 1000 / perSecond;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const gameId = games[i % games.length] ?? '';
    const t0 = performance.now();
    pending.push(
      room.dispatch(gameId, voteFor(offset + Math.floor(i / games.length))).then((result) => {
        if (!result.ok) throw new Error('refused');
        latencies.push(performance.now() - t0);
      }),
    );
  }
  await Promise.all(pending);
  return latencies;
}

interface Vote {
  gameId: string;
  seq: number;
  startedAt: number;
  ackedAt: number;
}

/** The slowest ack → update of the votes started in each 100 ms of a run, in milliseconds. */
function timeline(votes: Vote[], bySubscriber: Map<string, Array<[number, number]>>, perGame: number): number[] {
  const start = votes[0]?.startedAt ?? 0;
  const slowest: number[] = [];
  for (const vote of votes) {
    const bucket = Math.floor((vote.startedAt - start) / 100);
    for (let index = 0; index < perGame; index++) {
      const first = (bySubscriber.get(`${vote.gameId}#${index}`) ?? []).find(([seq]) => seq >= vote.seq);
      if (first) slowest[bucket] = Math.max(slowest[bucket] ?? 0, Math.round(first[1] - vote.ackedAt));
    }
  }
  return Array.from(slowest, (value) => value ?? 0);
}

/**
 * A vote is delivered to a subscriber when that subscriber first has a view at or after the vote's
 * seq (a subscriber that catches up on two votes at once gets both with that one view).
 */
function deliveries(votes: Vote[], seen: Seen[], heard: Array<[string, number, number]>, perGame: number) {
  const bySubscriber = new Map<string, Array<[number, number]>>();
  for (const [gameId, index, seq, at] of seen) {
    const key = `${gameId}#${index}`;
    const list = bySubscriber.get(key) ?? [];
    list.push([seq, at]);
    bySubscriber.set(key, list);
  }
  const fromStart: number[] = [];
  const fromAck: number[] = [];
  let missing = 0;
  for (const vote of votes) {
    for (let index = 0; index < perGame; index++) {
      const first = (bySubscriber.get(`${vote.gameId}#${index}`) ?? []).find(([seq]) => seq >= vote.seq);
      if (!first) {
        missing++;
        continue;
      }
      fromStart.push(first[1] - vote.startedAt);
      // The reader can see the commit before the writer's ack resolves: no fan-out delay then.
      fromAck.push(Math.max(0, first[1] - vote.ackedAt));
    }
  }
  // BENCH_TIMELINE=1: the slowest delivery in each 100 ms of the run (stalls show as spikes).
  if (process.env.BENCH_TIMELINE) console.log('slowest ack → update per 100 ms:', timeline(votes, bySubscriber, perGame).join(' '));
  const noticed: number[] = [];
  const heardAt = new Map<string, number>();
  for (const [gameId, seq, at] of heard) heardAt.set(`${gameId}:${seq}`, at);
  for (const vote of votes) {
    const at = heardAt.get(`${vote.gameId}:${vote.seq}`);
    if (at !== undefined) noticed.push(Math.max(0, at - vote.ackedAt));
  }
  return { fromStart, fromAck, noticed, missing };
}

async function castTimed(writer: GameRooms, gameId: string, n: number): Promise<Vote> {
  const startedAt = wallNow();
  const result = await writer.dispatch(gameId, voteFor(n));
  if (!result.ok) throw new Error('refused');
  return { gameId, seq: result.seq, startedAt, ackedAt: wallNow() };
}

/** Every game gets one vote within 50 ms, then a 100 ms pause: 100 votes at about 2,000 votes/s while a burst lasts. */
async function burstVotes(writer: GameRooms, games: string[], rounds: number, offset: number): Promise<Vote[]> {
  const votes: Vote[] = [];
  for (let round = 0; round < rounds; round++) {
    const cast = await Promise.all(
      games.map(async (gameId, index) => {
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 50));
        return castTimed(writer, gameId, offset + round);
      }),
    );
    votes.push(...cast);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return votes;
}

/** Votes at a steady rate, round-robin over the games (each game every games.length / perSecond seconds). */
async function steadyVotes(writer: GameRooms, games: string[], perSecond: number, seconds: number, offset: number): Promise<Vote[]> {
  const pending: Promise<Vote>[] = [];
  const start = performance.now();
  for (let i = 0; i < perSecond * seconds; i++) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(castTimed(writer, games[i % games.length] ?? '', offset + Math.floor(i / games.length)));
  }
  return Promise.all(pending);
}

/**
 * Update latency with the subscribers in a second server process (a child process on the same
 * database, as a second server would be), measured from each vote's start (its durable append
 * included) and from its acknowledgement (the append committed) to the moment each subscriber of
 * the game has computed its own view, under two loads: a steady 500 votes/s over the 100 games (the
 * rate of the latency target) and bursts. A first burst and a second of steady load warm up (JIT,
 * prepared statements on every pooled connection) and are not counted.
 */
async function subscriberLatency(database: Database, games: string[], perGame: number) {
  const child = fork(fileURLToPath(new URL('./server-reader.ts', import.meta.url)), [], {
    execArgv: [...process.execArgv, ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : []), ...(process.env.BENCH_READER_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_READER_PROFILE] : [])],
  });
  const next = <K extends ReaderMessage['kind']>(kind: K) =>
    new Promise<Extract<ReaderMessage, { kind: K }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`reader exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message: ReaderMessage) => {
        child.off('exit', onExit);
        if (message.kind === kind) resolve(message as Extract<ReaderMessage, { kind: K }>);
        else reject(new Error(`unexpected ${message.kind}`));
      });
    });
  const ready = next('ready');
  child.send({ kind: 'watch', params: database.params, games, perGame } satisfies WriterMessage);
  const { subscribers } = await ready;

  const writer = rooms(database);
  await writer.start();
  for (const gameId of games) await writer.state(gameId);
  // Warm-up, not counted: a burst (every subscriber's first, whole view), then a second of the
  // steady load, so that the code measured is the optimised code a running server has.
  await burstVotes(writer, games, 1, 0);
  await steadyVotes(writer, games, 500, 1, 1);
  await new Promise((resolve) => setTimeout(resolve, 300));

  const reset = next('ready');
  child.send({ kind: 'reset' } satisfies WriterMessage);
  await reset;
  const steady = { votes: await steadyVotes(writer, games, 500, 4, 6) };
  await new Promise((resolve) => setTimeout(resolve, 300));
  // The reader reports everything at the end; the two loads are told apart by the votes' seqs.
  const steadyEnd = new Map(games.map((gameId) => [gameId, writer.cached(gameId)?.seq ?? 0]));
  const burst = await burstVotes(writer, games, 10, 100);
  await writer.stop();
  const report = next('seen');
  child.send({ kind: 'report' } satisfies WriterMessage);
  const { seen, heard, cpuMs } = await report;
  const steadySeen = seen.filter(([gameId, , seq]) => seq <= (steadyEnd.get(gameId) ?? 0));
  const burstSeen = seen.filter(([gameId, , seq]) => seq > (steadyEnd.get(gameId) ?? 0));
  return {
    subscribers,
    readerCpuPerVote: cpuMs / (steady.votes.length + burst.length),
    steady: { ...deliveries(steady.votes, steadySeen, heard, perGame), acks: steady.votes.map((v) => v.ackedAt - v.startedAt), votes: steady.votes.length },
    burst: { ...deliveries(burst, burstSeen, heard, perGame), acks: burst.map((v) => v.ackedAt - v.startedAt), votes: burst.length },
  };
}

async function main(): Promise<void> {
  let dir: string | null = null;
  let stop: () => Promise<void> = async () => undefined;
  let params: ConnectionParams;
  if (process.env.DATABASE_URL) {
    params = parseDatabaseUrl(process.env.DATABASE_URL);
  } else {
    dir = await mkdtemp(path.join(os.tmpdir(), 'mafia-bench-'));
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'bench' });
    params = server.params;
    stop = () => server.stop();
  }
  await migrateDatabase(params);
  const database = connectDatabase(params);
  // `pnpm exec tsx bench/server.ts [votes] [paced] [live]`: run only the named parts (default: all).
  const parts = new Set(process.argv.slice(2));
  const wants = (part: string) => parts.size === 0 || parts.has(part);
  const lines = [`PostgreSQL: ${process.env.DATABASE_URL ? 'external (DATABASE_URL)' : 'embedded'} ${params.host}:${params.port}; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`];
  const room = rooms(database);
  await room.start();
  if (wants('votes')) {
    // Not counted: both loops until warm, as a running server is. The vote path reaches its steady CPU
    // after thousands of votes (JIT; docs/scaling.md), the raw loop after a hundred.
    const placement = placeOnSeparateCpus(dir && path.join(dir, 'pg'));
    const [warmGame] = await createGames(database, room, 1, `warm-${Date.now()}`);
    await interleavedRates(params, room, warmGame ?? '', 6, 1000);
    const [voteGame] = await createGames(database, room, 1, `votes-${Date.now()}`);
    const { raw, rawLatencies, ...votes } = await interleavedRates(params, room, voteGame ?? '', 10, 200);
    const rawConcurrent = await concurrentRawRate(params, 20, 100);
    lines.push(
      `raw durable INSERT loop (pg, autocommit):       ${raw.toFixed(0)} inserts/s  p50 ${ms(percentile(rawLatencies, 50))}  p99 ${ms(percentile(rawLatencies, 99))}`,
      `durable vote submission (room, sequential):     ${votes.votes.toFixed(0)} votes/s  p50 ${ms(percentile(votes.latencies, 50))}  p99 ${ms(percentile(votes.latencies, 99))}`,
      `ratio votes / raw inserts (interleaved chunks): ${((votes.votes / raw) * 100).toFixed(0)}%  (target ≥ 90%)`,
      `raw durable INSERTs from 20 connections:        ${rawConcurrent.toFixed(0)} inserts/s (the database's concurrent capacity)`,
    );
    const lone = await loneNoticeRates(room, voteGame ?? '', 10, 200);
    lines.push(
      `lone process, notice skipped vs sent (A/B):     ${lone.skipped.votes.toFixed(0)} vs ${lone.always.votes.toFixed(0)} votes/s  p50 ${ms(percentile(lone.skipped.latencies, 50))} vs ${ms(percentile(lone.always.latencies, 50))}`,
      `CPU placement of the lines above:               ${placement.description}`,
    );
    placement.release();
  }
  if (wants('paced')) {
    const pacedGames = await createGames(database, room, 20, `paced-${Date.now()}`);
    // A second of the same load first, not counted: a running server's code is warm (JIT).
    await pacedVotes(room, pacedGames, 500, 1);
    const paced = await pacedVotes(room, pacedGames, 500, 4, 25);
    lines.push(`paced 500 votes/s over 20 games (4 s):          p50 ${ms(percentile(paced, 50))}  p99 ${ms(percentile(paced, 99))}  (target p99 ≤ 20 ms)`);
  }
  await room.stop();
  if (wants('live')) {
    const liveGames = await createGames(database, rooms(database), 100, `live-${Date.now()}`);
    const live = await subscriberLatency(database, liveGames, 20);
    const report = (label: string, load: (typeof live)['steady']) => [
      `100 games, ${live.subscribers} subscribers via LISTEN/NOTIFY, ${label}: ${load.votes} votes, ${load.fromAck.length} deliveries${load.missing ? `, ${load.missing} MISSING` : ''}`,
      `  command start → subscriber's view:            p50 ${ms(percentile(load.fromStart, 50))}  p99 ${ms(percentile(load.fromStart, 99))}`,
      `  (of which the durable vote, start → ack:     p50 ${ms(percentile(load.acks, 50))}  p99 ${ms(percentile(load.acks, 99))})`,
      `  update fan-out, ack → subscriber's view:      p50 ${ms(percentile(load.fromAck, 50))}  p99 ${ms(percentile(load.fromAck, 99))}`,
      `  (of which ack → NOTIFY heard by the reader:  p50 ${ms(percentile(load.noticed, 50))}  p99 ${ms(percentile(load.noticed, 99))})`,
    ];
    lines.push(
      ...report('steady 500 votes/s for 4 s (target: update p99 ≤ 50 ms)', live.steady),
      ...report('bursts of 100 votes within 50 ms (stress, no target)', live.burst),
      `  subscribers' process CPU per vote (catch-up + 8 distinct views + 20 serialised updates): ${ms(live.readerCpuPerVote)}`,
    );
  }
  console.log(lines.join('\n'));
  await database.close();
  await stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}

await main();
