import type pg from 'pg';
import type { AppendResult, NewEvent } from '../ports';
import { FEED_APPLICATION_NAME, encodeChange } from './change-feed';

/**
 * Group commit for PgEventStore (issue #19, "one round trip per command, group commit under
 * load"). A lone append is ONE statement: the sequence check, the insert and (with a notify
 * channel) the change notice commit together in one round trip. Appends that arrive while a
 * statement is in flight wait for it and then go together in the next one, one commit (one WAL
 * flush) for all of them, each acknowledged only when that commit returned.
 *
 * - **Per game, in order**: a batch holds at most one append of a game; a second append of the
 *   same game waits for the next batch (the room already sends one at a time per game).
 * - **Nothing lost or duplicated when a batch fails**: a statement is atomic. A game whose
 *   expected seq is stale is left out by the statement itself (a `sequence-conflict` for that
 *   append only). When PostgreSQL refuses the whole statement (an error with a SQLSTATE: a
 *   concurrent writer's unique violation, a bad row), nothing of it was written, so each append is
 *   retried alone and answered for itself. When the outcome is unknown (the connection broke: no
 *   SQLSTATE), retrying could write an append twice, so every append of the batch fails with the
 *   error, as a lone append's would.
 */

/** One statement carries at most this many appends (a bounded parameter and plan size). */
export const MAX_BATCH = 256;
/**
 * Statements of one store in flight at once. One would make every append wait for the one before
 * it even when the database has idle connections and flushes concurrent commits together anyway;
 * a few keep the latency of a lone append under load while each statement still carries all that
 * queued behind it.
 */
export const MAX_IN_FLIGHT = 4;
/**
 * With `ownFeedPid`: once an append has seen another process's feed, the appends of the next
 * this-many milliseconds NOTIFY without looking again (always safe), so a deployment of several
 * processes pays the look at the server's activity list once per interval, not once per append.
 */
export const OTHERS_RECHECK_MS = 2_000;

/** PostgreSQL's unique_violation: another writer committed the same (gameId, seq) first. */
const UNIQUE_VIOLATION = '23505';

interface Pending {
  gameId: string;
  expectedSeq: number;
  events: NewEvent[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** The rows of one batch: per game its expected seq, its events and (announcing) its notice. */
const BATCH_INPUT = `input AS (
    SELECT r.game, r.expected, r.events, r.notice
    FROM jsonb_to_recordset($1::jsonb) AS r(game text, expected int, events jsonb, notice text)
  ), checked AS (
    SELECT i.* FROM input i
    WHERE (SELECT coalesce(max(seq), 0) FROM "GameEvent" WHERE "gameId" = i.game) = i.expected
  ), ins AS (
    INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
    SELECT c.game, c.expected + e.ord::int, e.value->>'type', e.value->'payload', to_timestamp((e.value->>'at')::double precision / 1000.0)
    FROM checked c CROSS JOIN LATERAL jsonb_array_elements(c.events) WITH ORDINALITY AS e(value, ord)
    RETURNING "gameId"
  ), counted AS (
    SELECT "gameId" AS game, count(*)::int AS n FROM ins GROUP BY "gameId"
  )`;

/**
 * True when a change feed of another process is connected to this database (NOTIFY does not
 * cross databases; `$n`: this process's own feed connection, left out). Read after the insert, inside the statement's transaction, so a feed that
 * connects later waits for this transaction before it serves (change-feed.ts
 * `awaitEarlierTransactions`): a process alone skips its NOTIFY and nobody misses a change.
 */
const othersListen = (pidParam: number): string =>
  `EXISTS (SELECT 1 FROM pg_stat_get_activity(NULL) a WHERE a.application_name = '${FEED_APPLICATION_NAME}'
    AND a.datid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND a.pid IS DISTINCT FROM $${pidParam}::int)`;

/** Answers the games that were appended and how many events each got. */
const APPEND = `WITH ${BATCH_INPUT} SELECT game, n FROM counted`;
/** The same, and a NOTIFY per appended game in the same statement (never for one left out). */
const APPEND_AND_NOTIFY = `WITH ${BATCH_INPUT} SELECT c.game, c.n, pg_notify($2, i.notice) AS notified FROM counted c JOIN input i ON i.game = c.game`;
/** The same, notifying only when another process listens (`$3`: the own feed's pid). */
const APPEND_AND_NOTIFY_OTHERS = `WITH ${BATCH_INPUT} SELECT c.game, c.n, ${othersListen(3)} AS others,
  CASE WHEN ${othersListen(3)} THEN pg_notify($2, i.notice) END AS notified FROM counted c JOIN input i ON i.game = c.game`;

/**
 * One event of one game (a lone vote, the common case): the same check and insert without
 * unpacking JSON rows; the announcing variant NOTIFYs in the same statement when a row went in.
 */
const APPEND_ONE = `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
  SELECT $1, $2::int + 1, $3, $4::jsonb, to_timestamp($5::double precision / 1000.0)
  WHERE (SELECT coalesce(max(seq), 0) FROM "GameEvent" WHERE "gameId" = $1) = $2::int`;
const APPEND_ONE_AND_NOTIFY = `WITH ins AS (${APPEND_ONE} RETURNING seq)
  SELECT count(*)::int AS n, pg_notify($6, $7) FROM ins HAVING count(*) > 0`;
/**
 * The look for other feeds is made once (the aggregate below is not flattened into the outer
 * select, so its column is computed once and read twice), after the insert: the aggregate has
 * consumed it before its output row, and with it the look, is computed.
 */
const APPEND_ONE_AND_NOTIFY_OTHERS = `WITH ins AS (${APPEND_ONE} RETURNING seq)
  SELECT s.n, s.others, CASE WHEN s.others THEN pg_notify($6, $7) END
  FROM (SELECT count(*)::int AS n, ${othersListen(8)} AS others FROM ins HAVING count(*) > 0) s`;

/** Whether PostgreSQL answered the statement with an error (so it was rolled back, not lost in transit). */
const refusedByDatabase = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string';

export class AppendBatches {
  private queue: Pending[] = [];
  /** Games with an append in a statement in flight: their next append waits (order per game). */
  private readonly busyGames = new Set<string>();
  private inFlight = 0;
  /** Statements sent (tests and the bench read it: a lone append is one). */
  statements = 0;
  /**
   * Connections kept between statements of a busy stretch. `pool.query` checks a connection out
   * and back in for every statement (a deferred pulse, an idle timer): about a tenth of a
   * millisecond, a quarter of a lone durable append on this machine (bench/server.ts "ratio").
   * A connection that ran an append stays here until the event loop has nothing more queued,
   * then goes back to the pool, so an idle store holds none and `pool.end()` is never kept waiting.
   */
  private readonly spare: pg.PoolClient[] = [];
  private returnScheduled = false;
  /** Until then (performance.now()), appends NOTIFY without looking for other feeds. */
  private othersSeenUntil = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly notifyChannel: string | undefined,
    private readonly lastSeq: (gameId: string) => Promise<number>,
    private readonly maxInFlight = MAX_IN_FLIGHT,
    /** Set: NOTIFY only when a change feed other than this one (its pid; null: none up) listens. */
    private readonly ownFeedPid?: () => number | null,
  ) {
    if (!Number.isSafeInteger(maxInFlight) || maxInFlight < 1)
      throw new Error(`maxInFlight must be a positive integer, got ${maxInFlight}`);
  }

  append(gameId: string, expectedSeq: number, events: NewEvent[]): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, expectedSeq, events, resolve, reject });
      this.pump();
    });
  }

  /** Starts statements while there is room in flight and appends of idle games wait. */
  private pump(): void {
    while (this.inFlight < this.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight += 1;
      for (const pending of batch) this.busyGames.add(pending.gameId);
      void this.settle(batch)
        .catch((error: unknown) => {
          for (const pending of batch) pending.reject(error);
        })
        .finally(() => {
          this.inFlight -= 1;
          for (const pending of batch) this.busyGames.delete(pending.gameId);
          this.pump();
        });
    }
  }

  /** The next batch: the oldest append of each game not in flight, in arrival order; the rest stay queued. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    const games = new Set<string>();
    for (const pending of this.queue) {
      if (batch.length < MAX_BATCH && !games.has(pending.gameId) && !this.busyGames.has(pending.gameId)) {
        games.add(pending.gameId);
        batch.push(pending);
      } else rest.push(pending);
    }
    this.queue = rest;
    return batch;
  }

  private async settle(batch: Pending[]): Promise<void> {
    let appended: Map<string, number>;
    try {
      appended = await this.execute(batch);
    } catch (error) {
      if (batch.length > 1 && refusedByDatabase(error)) {
        // Rolled back as a whole: each append is tried again on its own and answered for itself.
        for (const pending of batch) await this.settle([pending]);
        return;
      }
      for (const pending of batch) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) this.conflict(pending);
        else pending.reject(error);
      }
      return;
    }
    for (const pending of batch) {
      const count = appended.get(pending.gameId);
      if (count === pending.events.length) {
        pending.resolve({
          ok: true,
          lastSeq: pending.expectedSeq + count,
          ...(this.notifyChannel !== undefined && { announced: true }),
        });
      } else this.conflict(pending);
    }
  }

  /** A stale expected seq: nothing of this append was written; the caller reloads and retries. */
  private conflict(pending: Pending): void {
    this.lastSeq(pending.gameId).then(
      (actualSeq) => pending.resolve({ ok: false, reason: 'sequence-conflict', actualSeq }),
      (error: unknown) => pending.reject(error),
    );
  }

  private async execute(batch: Pending[]): Promise<Map<string, number>> {
    const [lone] = batch;
    if (batch.length === 1 && lone?.events.length === 1)
      return this.executeOne(lone, lone.events[0] as NewEvent);
    const rows = batch.map((pending) => ({
      game: pending.gameId,
      expected: pending.expectedSeq,
      events: pending.events,
      notice:
        this.notifyChannel === undefined
          ? null
          : encodeChange(
              pending.gameId,
              pending.expectedSeq + pending.events.length,
              pending.events.map((event) => event.payload),
            ),
    }));
    this.statements += 1;
    const ownPid = this.othersCheck();
    const result = await this.query<{ game: string; n: number; others?: boolean }>(
      this.notifyChannel === undefined
        ? { name: 'mafia-append-batch', text: APPEND, values: [JSON.stringify(rows)] }
        : ownPid
          ? {
              name: 'mafia-append-batch-notify-others',
              text: APPEND_AND_NOTIFY_OTHERS,
              values: [JSON.stringify(rows), this.notifyChannel, ownPid()],
            }
          : { name: 'mafia-append-batch-notify', text: APPEND_AND_NOTIFY, values: [JSON.stringify(rows), this.notifyChannel] },
    );
    this.noteOthers(result.rows);
    return new Map(result.rows.map((row) => [row.game, row.n]));
  }

  private async executeOne(pending: Pending, event: NewEvent): Promise<Map<string, number>> {
    const values = [pending.gameId, pending.expectedSeq, event.type, JSON.stringify(event.payload), event.at];
    this.statements += 1;
    if (this.notifyChannel === undefined) {
      const result = await this.query({ name: 'mafia-append-one', text: APPEND_ONE, values });
      return new Map(result.rowCount === 1 ? [[pending.gameId, 1]] : []);
    }
    const notice = encodeChange(pending.gameId, pending.expectedSeq + 1, [event.payload]);
    const ownPid = this.othersCheck();
    const result = await this.query<{ n: number; others?: boolean }>(
      ownPid
        ? {
            name: 'mafia-append-one-notify-others',
            text: APPEND_ONE_AND_NOTIFY_OTHERS,
            values: [...values, this.notifyChannel, notice, ownPid()],
          }
        : { name: 'mafia-append-one-notify', text: APPEND_ONE_AND_NOTIFY, values: [...values, this.notifyChannel, notice] },
    );
    this.noteOthers(result.rows);
    return new Map(result.rows[0]?.n === 1 ? [[pending.gameId, 1]] : []);
  }

  /** The own feed's pid when the next statement looks for other processes' feeds (else it always NOTIFYs). */
  private othersCheck(): (() => number | null) | undefined {
    return performance.now() >= this.othersSeenUntil ? this.ownFeedPid : undefined;
  }

  private noteOthers(rows: ReadonlyArray<{ others?: boolean }>): void {
    if (rows.some((row) => row.others === true)) this.othersSeenUntil = performance.now() + OTHERS_RECHECK_MS;
  }

  /** One statement on a kept connection (or a new checkout when none is spare). */
  private async query<R extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    const client = this.spare.pop() ?? (await this.pool.connect());
    try {
      const result = await client.query<R>(config);
      this.keep(client);
      return result;
    } catch (error) {
      // A statement PostgreSQL refused leaves its connection sound; any other failure may have
      // broken it, so it is handed back as broken and the pool drops it.
      if (refusedByDatabase(error)) this.keep(client);
      else client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }

  private keep(client: pg.PoolClient): void {
    this.spare.push(client);
    if (this.returnScheduled) return;
    this.returnScheduled = true;
    // After the callbacks and promise jobs of this turn: a caller that answers an acknowledgement
    // with its next command has queued it by then and took the connection again.
    setImmediate(() => {
      this.returnScheduled = false;
      for (const spare of this.spare.splice(0)) spare.release();
    });
  }
}
