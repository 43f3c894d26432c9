import type { CarriedEvents, ChangeFeed, ChangeListener, NoticeEvents } from '../ports';
import pg from 'pg';
import type { ConnectionParams } from '../params';

/**
 * The NOTIFY channel every server process listens on. Payload: `<gameId>:<seq>`, then, when they
 * fit, a newline and the JSON array of the events with seqs `seq - length + 1` to `seq`. The first
 * line alone says which game moved: a process that does not hold that game never parses the rest.
 */
export const CHANGE_CHANNEL = 'mafia_game_events';

/** `application_name` of a feed's LISTEN (and publishing) connection. */
export const FEED_APPLICATION_NAME = 'mafia-change-feed';

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. A notice that would be bigger names
 * the seq only, and its receivers read the events from the log.
 */
export const MAX_NOTICE_BYTES = 7_900;

export interface Change {
  gameId: string;
  seq: number;
  /** Present when the notice carries its events. */
  events?: CarriedEvents;
}

export function encodeChange(gameId: string, seq: number, events?: NoticeEvents): string {
  return events && events.length > 0 ? encodeChangeJson(gameId, seq, JSON.stringify(events)) : `${gameId}:${seq}`;
}

/** `encodeChange` with the events already written as a JSON array (the append statement's own text). */
export function encodeChangeJson(gameId: string, seq: number, eventsJson: string): string {
  const header = `${gameId}:${seq}`;
  const carrying = `${header}\n${eventsJson}`;
  // One byte per UTF-16 unit at least, up to three: measure only when it might not fit.
  if (carrying.length * 3 < MAX_NOTICE_BYTES || Buffer.byteLength(carrying) < MAX_NOTICE_BYTES) return carrying;
  return header;
}

/**
 * A notice as sent by `encodeChange`; null when its first line is not one. The seq follows the last
 * colon of that line, so game ids may themselves contain colons (not newlines: ours are cuids).
 */
export function decodeChange(payload: string): Change | null {
  const newline = payload.indexOf('\n');
  const header = newline < 0 ? payload : payload.slice(0, newline);
  const colon = header.lastIndexOf(':');
  if (colon <= 0) return null;
  const seq = Number(header.slice(colon + 1));
  if (!Number.isSafeInteger(seq) || seq < 0) return null;
  const change: Change = { gameId: header.slice(0, colon), seq };
  if (newline >= 0) change.events = () => readEvents(payload.slice(newline + 1), seq);
  return change;
}

/** The carried events, or null when they are not a JSON array of at most `seq` items. */
function readEvents(json: string, seq: number): readonly unknown[] | null {
  try {
    const events: unknown = JSON.parse(json);
    return Array.isArray(events) && events.length <= seq ? events : null;
  } catch {
    return null;
  }
}

/**
 * Waits until every transaction that was in progress when this is called has ended. An append that
 * skipped its NOTIFY (PgEventStore `ownFeedPid`) looked for other feeds after its insert, inside
 * its transaction: if it did not see this feed's connection, its transaction began before this
 * feed connected and is in this snapshot's in-progress list, so once this returns its events are
 * in the log, where this process reads them when it loads the game. A transaction still running
 * after `maxWaitMs` (none of ours: appends are one statement) is left to the sequence check.
 */
async function awaitEarlierTransactions(client: pg.Client, maxWaitMs: number): Promise<void> {
  // A transaction id of our own, taken now: every transaction that had one before is older. (A
  // snapshot's in-progress list leaves out ids at or above its xmax, so it cannot tell this alone.)
  await client.query('BEGIN');
  const { rows } = await client.query<{ me: string }>('SELECT pg_current_xact_id()::text AS me');
  await client.query('ROLLBACK');
  const me = rows[0]?.me ?? '0';
  // The oldest transaction still running is past ours: every older one has ended.
  for (let waited = 0; waited < maxWaitMs; waited += 2) {
    const oldest = await client.query<{ done: boolean }>('SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS done', [me]);
    if (oldest.rows[0]?.done === true) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

export interface PgChangeFeedOptions {
  /** Longest wait, on connecting, for transactions begun before the connection (default 10 s). */
  presenceWaitMs?: number;
  /**
   * On connecting, wait this long before waiting for earlier transactions (default 0): other
   * processes whose store skips the look for feeds within an alone window (PgEventStoreOptions
   * `aloneWindowMs`) may decide to skip their notice up to the window after this feed connected;
   * the server sets `ALONE_WINDOW_MS + ALONE_MARGIN_MS` (append-batches.ts).
   */
  skippersWaitMs?: number;
  /** Delay before reconnecting a lost listener connection; doubles up to 10 s. */
  reconnectDelayMs?: number;
  /** Told when the listener connection drops or cannot reconnect (the feed keeps trying). */
  onError?: (error: Error) => void;
}

type Listener = ChangeListener;

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // A failed batch is reported to every publisher that awaits it; none may crash the process.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * Cross-process fan-out over PostgreSQL LISTEN/NOTIFY. Listening needs its own dedicated
 * connection (a pooled one would be handed to other queries); publishing uses that connection too
 * when it is up, and the shared pool otherwise (a feed that only publishes never listens).
 * When that connection is lost the feed reconnects and listens again. Notifications sent while it
 * was down are lost, which is harmless: a notice only says "reload after seq N", and the next one
 * (or a client's resume from its last seq) catches up from the event log.
 */
export class PgChangeFeed implements ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private failures = 0;
  private pid: number | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly params: ConnectionParams,
    private readonly options: PgChangeFeedOptions = {},
  ) {}

  /**
   * Batched: publishes made while a NOTIFY round trip is in flight (or in the same tick) go out
   * together in ONE statement, and only the highest seq per game is sent (a notice means "reload
   * after seq N", so a later one covers an earlier). At most one publishing query is in flight, so
   * under load the fan-out costs one round trip per batch instead of one per command.
   */
  publish(gameId: string, seq: number, events?: NoticeEvents): Promise<void> {
    const batch = (this.next ??= { changes: new Map(), done: deferred() });
    const earlier = batch.changes.get(gameId);
    if (!earlier) batch.changes.set(gameId, { seq, events: events && events.length > 0 ? [...events] : undefined });
    else if (seq > earlier.seq) {
      // The notice covers both: it carries the events of both when they follow on, else neither.
      const follows = earlier.events && events && seq - events.length === earlier.seq;
      batch.changes.set(gameId, { seq, events: follows ? [...(earlier.events ?? []), ...(events ?? [])] : undefined });
    }
    if (!this.flushing) this.flushSoon();
    return batch.done.promise;
  }

  private next: { changes: Map<string, { seq: number; events: unknown[] | undefined }>; done: Deferred } | null = null;
  private flushing = false;

  private flushSoon(): void {
    this.flushing = true;
    setImmediate(() => {
      const batch = this.next;
      this.next = null;
      if (!batch) {
        this.flushing = false;
        return;
      }
      const payloads = [...batch.changes].map(([gameId, change]) => encodeChange(gameId, change.seq, change.events));
      // On the feed's own LISTEN connection when it is up: a notice must not queue behind the
      // commands' appends waiting for a pooled connection (bench/server.ts: under a burst of votes
      // that queue was most of the update latency). The pool is the fallback while reconnecting.
      (this.client ?? this.pool)
        .query('SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload', [CHANGE_CHANNEL, payloads])
        .then(() => batch.done.resolve(), (error: unknown) => batch.done.reject(error))
        .finally(() => {
          if (this.next) this.flushSoon();
          else this.flushing = false;
        });
    });
  }

  async subscribe(listener: Listener): Promise<() => Promise<void>> {
    this.closed = false;
    this.listeners.add(listener);
    await this.ensureListening();
    return async () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) await this.close();
    };
  }

  /**
   * The server process id of the LISTEN connection while it is up: PgEventStore's `ownFeedPid`
   * leaves it out when it asks whether any other process listens (a lone process skips the NOTIFY).
   */
  get backendPid(): number | null {
    return this.client ? this.pid : null;
  }

  /** True while the dedicated LISTEN connection is up (reconnection is in progress otherwise). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Stops listening and closes the dedicated connection. */
  async close(): Promise<void> {
    this.closed = true;
    // Notices being published go out on the LISTEN connection: let them finish before it closes
    // (a room stopping right after its last command would otherwise lose that command's notice).
    for (let waited = 0; this.flushing && waited < 2_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    // Named, so an operator (and a test) can tell the feed's connection in pg_stat_activity.
    const client = new pg.Client({ ...this.params, application_name: FEED_APPLICATION_NAME });
    client.on('notification', (message) => {
      if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
      const change = decodeChange(message.payload);
      if (!change) return;
      for (const listener of this.listeners) listener(change.gameId, change.seq, change.events);
    });
    const lost = (error?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (error) this.options.onError?.(error);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      // This connection publishes too. A NOTIFY gets a transaction id, so its commit would wait for
      // a WAL flush, queued behind every command's append (bench/server.ts: most of the update
      // latency under a burst of votes). A notice is ephemeral and only ever names events whose
      // append has already committed durably, so it need not wait for the disk.
      await client.query('SET synchronous_commit = off');
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      this.pid = rows[0]?.pid ?? null;
      // Announce before serving: a process that believed itself alone may have an append in flight
      // that decided not to NOTIFY before this connection was there to be seen; wait for it. One
      // that skipped the look (its alone window) decided at most the window after this connection
      // was there: those reach the database within the margin, so wait both out first.
      const skippersWaitMs = this.options.skippersWaitMs ?? 0;
      if (skippersWaitMs > 0) await new Promise((resolve) => setTimeout(resolve, skippersWaitMs));
      await awaitEarlierTransactions(client, this.options.presenceWaitMs ?? 10_000);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    this.failures = 0;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer || this.listeners.size === 0) return;
    const base = this.options.reconnectDelayMs ?? 100;
    const delay = Math.min(base * 2 ** this.failures, 10_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureListening().catch((error: unknown) => {
        this.failures += 1;
        this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
        this.scheduleReconnect();
      });
    }, delay);
    // A pending reconnect must not keep the process alive on its own.
    this.reconnectTimer.unref();
  }
}
