import type { AppendResult, EventStore, NewEvent, StoredEvent } from '../ports';
import type pg from 'pg';
import { AppendBatches } from './append-batches';

/**
 * The event log on the same "GameEvent" table as PrismaEventStore, but each append is
 * ONE autocommit statement (one round trip) instead of an interactive transaction of four: the
 * INSERT ... SELECT only inserts when the game's last seq is the expected one, and the
 * (gameId, seq) primary key refuses a concurrent writer that passed the same check. Durable when
 * the statement returns (autocommit). Concurrent appends are group-committed: those made while
 * statements are in flight share the next one (append-batches.ts). The server uses this one;
 * PrismaEventStore stays as the reference implementation (same tests).
 */
export interface PgEventStoreOptions {
  /**
   * NOTIFY this channel with the change notice (PgChangeFeed's payload: `<gameId>:<lastSeq>` and
   * the events when they fit) in the append's own statement: the announcement commits with the
   * events, costs no extra round trip, and is never sent for an append that did not happen. The
   * append result then says `announced: true`. The server sets it. PostgreSQL serialises the
   * commits of NOTIFYing transactions (a database-wide lock held through the WAL flush); group
   * commit (append-batches.ts) keeps a process to a few such transactions at a time.
   */
  notifyChannel?: string;
  /**
   * With `notifyChannel`: the backend pid of this process's own change feed (PgChangeFeed
   * `backendPid`). The append then NOTIFYs only when a change feed of another process is
   * connected, checked inside its own statement (no extra round trip): a lone process skips the
   * notice that only it would hear (docs/scaling.md). A feed connecting later waits for appends
   * already under way before it serves, so none of them is missed. The result still says
   * `announced: true` (nothing is left for the room to publish).
   */
  ownFeedPid?: () => number | null;
  /**
   * With `ownFeedPid`: once a look found no other feed, the appends of the next this-many
   * milliseconds skip both the look and the notice (append-batches.ts `ALONE_WINDOW_MS`; default
   * 0, look in every statement). Only safe when every other process's feed waits the window plus
   * the margin on connecting (PgChangeFeedOptions `skippersWaitMs`), as the server's do.
   */
  aloneWindowMs?: number;
  /** Append statements in flight at once (group commit, append-batches.ts; default MAX_IN_FLIGHT). */
  maxInFlight?: number;
}

export class PgEventStore implements EventStore {
  private readonly batches: AppendBatches;

  constructor(
    private readonly pool: pg.Pool,
    options: PgEventStoreOptions = {},
  ) {
    this.batches = new AppendBatches(
      pool,
      options.notifyChannel,
      (gameId) => this.lastSeq(gameId),
      options.maxInFlight,
      options.ownFeedPid,
      options.aloneWindowMs,
    );
  }

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
    return this.batches.append(gameId, expectedSeq, events);
  }

  /** Statements the appends have sent so far (group commit: fewer than appends under load). */
  get appendStatements(): number {
    return this.batches.statements;
  }

  /** Lone appends sent without the look at the log's tail (the game's last seq was this store's own). */
  get ownTailAppends(): number {
    return this.batches.ownTailAppends;
  }
}
