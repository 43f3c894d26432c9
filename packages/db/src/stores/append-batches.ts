import type pg from 'pg';
import type { AppendResult, NewEvent } from '../ports';
import { FEED_APPLICATION_NAME, encodeChange, encodeChangeJson } from './change-feed';

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
/**
 * With `ownFeedPid` and `aloneWindowMs`: once a look for other processes' feeds found none, the
 * statements decided in the next this-many milliseconds neither look nor NOTIFY (the plain
 * statements: a lone append costs what its insert costs). Safe because every feed that connects
 * waits `ALONE_WINDOW_MS + ALONE_MARGIN_MS` before its `awaitEarlierTransactions`
 * (PgChangeFeedOptions `skippersWaitMs`): a statement that skipped without having looked was
 * decided before the new feed connected plus the window, so it is in the log before that process
 * serves, provided it reached the database within the margin of its decision (the decision is made
 * on an idle connection right before the statement is written to it). The server sets both
 * (apps/server/src/app.ts); a deployment's processes must agree on them.
 */
export const ALONE_WINDOW_MS = 250;
/** The longest time allowed between a skipping statement's decision and its insert in the database. */
export const ALONE_MARGIN_MS = 750;

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
 * unpacking JSON rows; the announcing variants NOTIFY in the same statement when a row went in.
 * `checked: false` leaves out the look at the log's tail (about 20 µs of a 300 µs durable append):
 * only for a game whose expected seq is the last one this store appended itself (`ownTails`), where
 * the expected seq cannot be ahead of the log, and a stale one is refused by the primary key.
 */
function appendOneStatements(checked: boolean) {
  const insert = `INSERT INTO "GameEvent" ("gameId", seq, type, payload, at)
  SELECT $1::text, $2::int + 1, $3, $4::jsonb, to_timestamp($5::double precision / 1000.0)${
    checked ? `\n  WHERE (SELECT coalesce(max(seq), 0) FROM "GameEvent" WHERE "gameId" = $1::text) = $2::int` : ''
  }`;
  const suffix = checked ? '' : '-own-tail';
  return {
    plain: { name: `mafia-append-one${suffix}`, text: insert },
    notify: {
      name: `mafia-append-one-notify${suffix}`,
      text: `WITH ins AS (${insert} RETURNING seq)
  SELECT count(*)::int AS n, pg_notify($6, $7) FROM ins HAVING count(*) > 0`,
    },
    /**
     * The look for other feeds is made once (the aggregate below is not flattened into the outer
     * select, so its column is computed once and read twice), after the insert: the aggregate has
     * consumed it before its output row, and with it the look, is computed.
     */
    notifyOthers: {
      name: `mafia-append-one-notify-others${suffix}`,
      text: `WITH ins AS (${insert} RETURNING seq)
  SELECT s.n, s.others, CASE WHEN s.others THEN pg_notify($6, $7) END
  FROM (SELECT count(*)::int AS n, ${othersListen(8)} AS others FROM ins HAVING count(*) > 0) s`,
    },
  };
}
const APPEND_ONE = { checked: appendOneStatements(true), ownTail: appendOneStatements(false) };
/** Games whose last appended seq a store remembers (the least recently appended are forgotten first). */
const MAX_OWN_TAILS = 10_000;

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
  /** Until then (performance.now()), appends neither look for other feeds nor NOTIFY (`aloneWindowMs`). */
  private aloneUntil = 0;
  /** Statements sent without the look and the notice (tests and the bench read it). */
  skippedLooks = 0;
  /**
   * Per game, the last seq this store appended and saw committed. An append that expects exactly
   * that seq cannot be ahead of the log (the log only grows), so its statement leaves out the look
   * at the log's tail; a stale one (another process appended since) hits the primary key and is a
   * conflict like any other. Forgotten on any conflict or failure of the game's append.
   */
  private readonly ownTails = new Map<string, number>();
  /** Lone statements sent without the tail check (tests read it). */
  ownTailAppends = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly notifyChannel: string | undefined,
    private readonly lastSeq: (gameId: string) => Promise<number>,
    private readonly maxInFlight = MAX_IN_FLIGHT,
    /** Set: NOTIFY only when a change feed other than this one (its pid; null: none up) listens. */
    private readonly ownFeedPid?: () => number | null,
    /** With `ownFeedPid`: after a look found no other feed, skip the look for this long (ALONE_WINDOW_MS). */
    private readonly aloneWindowMs = 0,
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
        else {
          this.ownTails.delete(pending.gameId);
          pending.reject(error);
        }
      }
      return;
    }
    for (const pending of batch) {
      const count = appended.get(pending.gameId);
      if (count === pending.events.length) {
        this.rememberTail(pending.gameId, pending.expectedSeq + count);
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
    this.ownTails.delete(pending.gameId);
    this.lastSeq(pending.gameId).then(
      (actualSeq) => pending.resolve({ ok: false, reason: 'sequence-conflict', actualSeq }),
      (error: unknown) => pending.reject(error),
    );
  }

  private rememberTail(gameId: string, seq: number): void {
    this.ownTails.delete(gameId);
    this.ownTails.set(gameId, seq);
    if (this.ownTails.size > MAX_OWN_TAILS) {
      const oldest = this.ownTails.keys().next().value;
      if (oldest !== undefined) this.ownTails.delete(oldest);
    }
  }

  private async execute(batch: Pending[]): Promise<Map<string, number>> {
    const [lone] = batch;
    if (batch.length === 1 && lone?.events.length === 1)
      return this.executeOne(lone, lone.events[0] as NewEvent);
    const notice = (pending: Pending) =>
      encodeChange(pending.gameId, pending.expectedSeq + pending.events.length, pending.events.map((event) => event.payload));
    const rows = (withNotice: boolean) =>
      JSON.stringify(
        batch.map((pending) => ({
          game: pending.gameId,
          expected: pending.expectedSeq,
          events: pending.events,
          notice: withNotice ? notice(pending) : null,
        })),
      );
    this.statements += 1;
    const result = await this.query<{ game: string; n: number; others?: boolean }>((at) => {
      if (this.notifyChannel === undefined) return { name: 'mafia-append-batch', text: APPEND, values: [rows(false)] };
      const look = this.lookNow(at);
      if (look === 'skip') {
        this.skippedLooks += 1;
        return { name: 'mafia-append-batch', text: APPEND, values: [rows(false)] };
      }
      return look === 'look'
        ? {
            name: 'mafia-append-batch-notify-others',
            text: APPEND_AND_NOTIFY_OTHERS,
            values: [rows(true), this.notifyChannel, (this.ownFeedPid as () => number | null)()],
          }
        : { name: 'mafia-append-batch-notify', text: APPEND_AND_NOTIFY, values: [rows(true), this.notifyChannel] };
    });
    this.noteOthers(result.rows, result.lookedAt);
    return new Map(result.rows.map((row) => [row.game, row.n]));
  }

  private async executeOne(pending: Pending, event: NewEvent): Promise<Map<string, number>> {
    const payload = JSON.stringify(event.payload);
    const values = [pending.gameId, pending.expectedSeq, event.type, payload, event.at];
    const ownTail = this.ownTails.get(pending.gameId) === pending.expectedSeq;
    const statements = ownTail ? APPEND_ONE.ownTail : APPEND_ONE.checked;
    this.statements += 1;
    if (ownTail) this.ownTailAppends += 1;
    const result = await this.query<{ n?: number; others?: boolean }>((at) => {
      const look = this.notifyChannel === undefined ? 'skip' : this.lookNow(at);
      if (look === 'skip') {
        if (this.notifyChannel !== undefined) this.skippedLooks += 1;
        return { ...statements.plain, values };
      }
      // The notice carries the event as the statement's payload already spells it (no second stringify).
      const notice = encodeChangeJson(pending.gameId, pending.expectedSeq + 1, `[${payload}]`);
      return look === 'look'
        ? { ...statements.notifyOthers, values: [...values, this.notifyChannel, notice, (this.ownFeedPid as () => number | null)()] }
        : { ...statements.notify, values: [...values, this.notifyChannel, notice] };
    });
    this.noteOthers(result.rows, result.lookedAt);
    // The plain statement answers with its row count, the announcing ones with a row holding `n`.
    const appended = result.command === 'INSERT' ? result.rowCount === 1 : result.rows[0]?.n === 1;
    return new Map(appended ? [[pending.gameId, 1]] : []);
  }

  /**
   * How the statement decided now (`at`, performance.now()) announces itself: `look` for other
   * feeds and NOTIFY if there are any, `notify` without looking (another feed was seen lately, or
   * there is no own feed to leave out), `skip` both (a look found none within the alone window).
   */
  private lookNow(at: number): 'look' | 'notify' | 'skip' {
    if (!this.ownFeedPid || at < this.othersSeenUntil) return 'notify';
    // Without its own feed up this process could not tell its feed from another's: look each time.
    if (at < this.aloneUntil && this.ownFeedPid() !== null) return 'skip';
    return 'look';
  }

  private noteOthers(rows: ReadonlyArray<{ others?: boolean }>, lookedAt: number): void {
    if (rows.some((row) => row.others === true)) {
      this.othersSeenUntil = performance.now() + OTHERS_RECHECK_MS;
      this.aloneUntil = 0;
    } else if (rows.some((row) => row.others === false) && this.aloneWindowMs > 0) {
      // From the moment the look was decided, not when its answer came: a feed that connected after
      // the look ran is at most the window older than any statement that skips because of it.
      this.aloneUntil = lookedAt + this.aloneWindowMs;
    }
  }

  /**
   * One statement on a kept connection (or a new checkout when none is spare). The statement is
   * built once the connection is in hand (`build(now)`), right before it is written to it: the
   * alone window's margin counts from that decision, never from a wait for a connection.
   */
  private async query<R extends pg.QueryResultRow>(
    build: (at: number) => pg.QueryConfig,
  ): Promise<pg.QueryResult<R> & { lookedAt: number }> {
    const client = this.spare.pop() ?? (await this.pool.connect());
    try {
      const lookedAt = performance.now();
      const result = await client.query<R>(build(lookedAt));
      this.keep(client);
      return Object.assign(result, { lookedAt });
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
