import type { AppendResult, EventStore, NewEvent, StoredEvent } from '../ports';
import type pg from 'pg';

/**
 * The event log on the same "GameEvent" table as PrismaEventStore, but each append is
 * ONE autocommit statement (one round trip) instead of an interactive transaction of four: the
 * INSERT ... SELECT only inserts when the game's last seq is the expected one, and the
 * (gameId, seq) primary key refuses a concurrent writer that passed the same check. Durable when
 * the statement returns (autocommit). The server uses this one; PrismaEventStore stays as the reference implementation (same tests).
 */
export interface PgEventStoreOptions {
  /**
   * Tests and benchmarks only (the server leaves it unset; see the trade-off below).
   * NOTIFY this channel with `<gameId>:<lastSeq>` (PgChangeFeed's payload) in the append's own
   * statement: the announcement commits with the events, costs no extra round trip, and is never
   * sent for an append that did not happen. The append result then says `announced: true`.
   * Trade-off: PostgreSQL serialises the commits of NOTIFYing transactions (a database-wide lock
   * held through the WAL flush), so concurrent games lose group commit; the server leaves this off
   * and lets PgChangeFeed batch its NOTIFYs (bench/server.ts, paced votes).
   */
  notifyChannel?: string;
}

export class PgEventStore implements EventStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly options: PgEventStoreOptions = {},
  ) {}

  async load(gameId: string, afterSeq = 0): Promise<StoredEvent[]> {
    const rows = await this.pool.query<{ seq: number; type: string; payload: unknown; at: Date }>({
      name: 'mafia-load-events',
      text: 'SELECT seq, type, payload, at FROM "GameEvent" WHERE "gameId" = $1 AND seq > $2 ORDER BY seq',
      values: [gameId, afterSeq],
    });
    return rows.rows.map((row) => ({ gameId, seq: row.seq, type: row.type, payload: row.payload, at: row.at.getTime() }));
  }

  /** One statement for many games: the room's catch-up after a burst of change notices. */
  async loadMany(requests: ReadonlyArray<{ gameId: string; afterSeq: number }>): Promise<Map<string, StoredEvent[]>> {
    const found = new Map<string, StoredEvent[]>();
    if (requests.length === 0) return found;
    const rows = await this.pool.query<{ gameId: string; seq: number; type: string; payload: unknown; at: Date }>({
      name: 'mafia-load-events-many',
      text: `SELECT e."gameId", e.seq, e.type, e.payload, e.at
             FROM unnest($1::text[], $2::int[]) AS r(game, after)
             JOIN "GameEvent" e ON e."gameId" = r.game AND e.seq > r.after
             ORDER BY e."gameId", e.seq`,
      values: [requests.map((r) => r.gameId), requests.map((r) => r.afterSeq)],
    });
    for (const row of rows.rows) {
      let events = found.get(row.gameId);
      if (!events) {
        events = [];
        found.set(row.gameId, events);
      }
      events.push({ gameId: row.gameId, seq: row.seq, type: row.type, payload: row.payload, at: row.at.getTime() });
    }
    return found;
  }

  async lastSeq(gameId: string): Promise<number> {
    const rows = await this.pool.query<{ last: number | null }>('SELECT max(seq) AS last FROM "GameEvent" WHERE "gameId" = $1', [gameId]);
    return rows.rows[0]?.last ?? 0;
  }

  async append(gameId: string, expectedSeq: number, events: NewEvent[]): Promise<AppendResult> {
    if (events.length === 0) {
      const actual = await this.lastSeq(gameId);
      return actual === expectedSeq ? { ok: true, lastSeq: actual } : { ok: false, reason: 'sequence-conflict', actualSeq: actual };
    }
    const insert = `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
         SELECT $1, $2::int + e.ord::int, e.value->>'type', e.value->'payload', to_timestamp((e.value->>'at')::double precision / 1000.0)
         FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord)
         WHERE (SELECT coalesce(max(seq), 0) FROM "GameEvent" WHERE "gameId" = $1) = $2::int`;
    const channel = this.options.notifyChannel;
    try {
      if (channel !== undefined) {
        // HAVING: no row, hence no NOTIFY, when the sequence check inserted nothing.
        const result = await this.pool.query<{ n: number }>(
          `WITH ins AS (${insert} RETURNING seq)
           SELECT count(*)::int AS n, pg_notify($4, $1 || ':' || max(seq)::text) FROM ins HAVING count(*) > 0`,
          [gameId, expectedSeq, JSON.stringify(events), channel],
        );
        if (result.rows[0]?.n === events.length) return { ok: true, lastSeq: expectedSeq + events.length, announced: true };
        return { ok: false, reason: 'sequence-conflict', actualSeq: await this.lastSeq(gameId) };
      }
      const [only] = events;
      // Named statements are parsed and planned once per connection. One event (a vote, a post) is
      // the common case and skips unpacking a JSON array.
      const result =
        events.length === 1 && only
          ? await this.pool.query({
              name: 'mafia-append-one',
              text: `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
                     SELECT $1, $2::int + 1, $3, $4::jsonb, to_timestamp($5::double precision / 1000.0)
                     WHERE (SELECT coalesce(max(seq), 0) FROM "GameEvent" WHERE "gameId" = $1) = $2::int`,
              values: [gameId, expectedSeq, only.type, JSON.stringify(only.payload), only.at],
            })
          : await this.pool.query({ name: 'mafia-append-many', text: insert, values: [gameId, expectedSeq, JSON.stringify(events)] });
      if (result.rowCount === events.length) return { ok: true, lastSeq: expectedSeq + events.length };
      return { ok: false, reason: 'sequence-conflict', actualSeq: await this.lastSeq(gameId) };
    } catch (error) {
      // unique_violation: another writer committed the same seq between our check and our insert.
      if ((error as { code?: string }).code === '23505') {
        return { ok: false, reason: 'sequence-conflict', actualSeq: await this.lastSeq(gameId) };
      }
      throw error;
    }
  }
}
