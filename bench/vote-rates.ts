// The sequential loops of bench/server.ts's ratio line (issue #19): the room's durable votes against
// a raw durable INSERT loop on the same database, in alternating chunks; the lone-process A/B; the
// database's concurrent raw capacity.
import type { Command } from '@mafia/kernel';
import type { ConnectionParams } from '@mafia/db';
import type { GameRooms } from '@mafia/room';
import pg from 'pg';
import { notices } from './server-rooms';

/** Votes that never lock: voters move between two targets that cannot reach a majority. */
export function voteFor(n: number): Command {
  const voter = `s${(n % 3) + 1}`;
  const target = n % 2 === 0 ? 's6' : 's7';
  return { type: 'cast-ballot', seat: voter, poll: 'lynch', targets: [target] };
}

/**
 * The machine is shared (other agents, their tests), so its disk speed drifts within seconds. The
 * raw loop and the room's votes therefore run in alternating chunks on the same database, and each
 * rate is its total count over its total time: both see the same conditions.
 */
export async function interleavedRates(params: ConnectionParams, room: GameRooms, gameId: string, chunks: number, perChunk: number) {
  const client = new pg.Client({ ...params });
  await client.connect();
  await client.query('CREATE TABLE IF NOT EXISTS bench_raw (game text, seq int, type text, payload jsonb, at timestamptz, PRIMARY KEY (game, seq))');
  await client.query('TRUNCATE bench_raw');
  const payload = JSON.stringify({ type: 'ballot-cast', poll: 'lynch', ballot: { voter: 's1', slot: 'main', targets: ['s6'] }, at: 0 });
  let rawMs = 0;
  let voteMs = 0;
  let rawSeq = 0;
  let vote = 0;
  const rawLatencies: number[] = [];
  const latencies: number[] = [];
  for (let chunk = 0; chunk < chunks; chunk++) {
    let started = performance.now();
    for (let i = 0; i < perChunk; i++) {
      const t0 = performance.now();
      // Autocommit: each INSERT is its own durable transaction, like each accepted command.
      await client.query('INSERT INTO bench_raw VALUES ($1, $2, $3, $4, now())', ['g', ++rawSeq, 'ballot-cast', payload]);
      rawLatencies.push(performance.now() - t0);
    }
    rawMs += performance.now() - started;
    started = performance.now();
    for (let i = 0; i < perChunk; i++) {
      const t0 = performance.now();
      const result = await room.dispatch(gameId, voteFor(vote++));
      if (!result.ok) throw new Error(`vote refused: ${JSON.stringify(result.rejection)}`);
      latencies.push(performance.now() - t0);
    }
    voteMs += performance.now() - started;
  }
  await client.query('DROP TABLE bench_raw');
  await client.end();
  const total = chunks * perChunk;
  return { raw: total / (rawMs / 1000), rawLatencies, votes: total / (voteMs / 1000), latencies };
}

/**
 * The lone-process step of issue #19 measured A/B in one run: chunks of sequential votes with the
 * notice skipped (this process's feed is the only one) alternate with chunks that NOTIFY anyway.
 */
export async function loneNoticeRates(room: GameRooms, gameId: string, chunks: number, perChunk: number) {
  const rate = { skipped: { ms: 0, latencies: [] as number[] }, always: { ms: 0, latencies: [] as number[] } };
  let vote = 0;
  for (let chunk = 0; chunk < chunks * 2; chunk++) {
    const mode = chunk % 2 === 0 ? rate.skipped : rate.always;
    notices.always = mode === rate.always;
    const started = performance.now();
    for (let i = 0; i < perChunk; i++) {
      const t0 = performance.now();
      const result = await room.dispatch(gameId, voteFor(vote++));
      if (!result.ok) throw new Error(`vote refused: ${JSON.stringify(result.rejection)}`);
      mode.latencies.push(performance.now() - t0);
    }
    mode.ms += performance.now() - started;
  }
  notices.always = false;
  const total = chunks * perChunk;
  return { skipped: { votes: total / (rate.skipped.ms / 1000), latencies: rate.skipped.latencies }, always: { votes: total / (rate.always.ms / 1000), latencies: rate.always.latencies } };
}

/** Raw durable inserts from `clients` connections at once: the database's concurrent capacity. */
export async function concurrentRawRate(params: ConnectionParams, clients: number, perClient: number): Promise<number> {
  const pool = new pg.Pool({ ...params, max: clients });
  await pool.query('CREATE TABLE IF NOT EXISTS bench_raw_c (game text, seq int, payload jsonb, PRIMARY KEY (game, seq))');
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < perClient; i++) await pool.query('INSERT INTO bench_raw_c VALUES ($1, $2, $3)', [`c${c}`, i, '{"type":"ballot-cast"}']);
    }),
  );
  const rate = (clients * perClient) / ((performance.now() - started) / 1000);
  await pool.query('DROP TABLE bench_raw_c');
  await pool.end();
  return rate;
}
