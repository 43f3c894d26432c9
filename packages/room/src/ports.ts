/**
 * Ports the room needs from the outside world. The room is pure orchestration; storage, time and
 * fan-out are injected so that the same room runs on the embedded PostgreSQL, an external one, or
 * in-memory fakes in unit tests.
 */

/** One kernel event as stored: the per-game sequence number is the optimistic-concurrency token. */
export interface StoredEvent {
  gameId: string;
  /** 1-based, gap-free, unique per game. */
  seq: number;
  type: string;
  /** The kernel event, as plain JSON. */
  payload: unknown;
  /** Wall-clock milliseconds when the room accepted it (from the injected clock). */
  at: number;
}

export type NewEvent = Omit<StoredEvent, 'gameId' | 'seq'>;

export type AppendResult =
  | {
      ok: true;
      lastSeq: number;
      /**
       * The store already announced the append on the change feed, in the same transaction (one
       * round trip per command); the room then does not publish it again.
       */
      announced?: boolean;
    }
  /** Someone else appended first: reload and retry the command. Nothing was written. */
  | { ok: false; reason: 'sequence-conflict'; actualSeq: number };

export interface EventStore {
  /** Events of one game with seq > afterSeq (default 0), in order. */
  load(gameId: string, afterSeq?: number): Promise<StoredEvent[]>;
  /**
   * Events of several games at once, each with seq > its afterSeq, in seq order per game (games
   * without new events may be missing from the map). Optional: a store that has it lets the room
   * catch up every game a burst of change notices names in one round trip instead of one per game.
   */
  loadMany?(requests: ReadonlyArray<{ gameId: string; afterSeq: number }>): Promise<Map<string, StoredEvent[]>>;
  /**
   * Appends atomically iff the game's last seq equals expectedSeq. Durable (committed) when the
   * promise resolves: the room acknowledges a command only after this.
   */
  append(gameId: string, expectedSeq: number, events: NewEvent[]): Promise<AppendResult>;
  /** Highest seq of the game, 0 when it has no events. */
  lastSeq(gameId: string): Promise<number>;
}

/** Stored deadlines: a phase's deadline survives restarts and is fired by whoever holds the lease. */
export interface DeadlineStore {
  set(gameId: string, dueAt: number | null): Promise<void>;
  /** Games whose deadline is at or before `now`. */
  due(now: number): Promise<Array<{ gameId: string; dueAt: number }>>;
  get(gameId: string): Promise<number | null>;
}

/** At most one live process owns a game's timers at a time; a dead owner's lease lapses. */
export interface LeaseStore {
  /** Tries to take or renew the lease of `gameId` for `holder` until `now + ttlMs`. */
  acquire(gameId: string, holder: string, now: number, ttlMs: number): Promise<boolean>;
  release(gameId: string, holder: string): Promise<void>;
}

/**
 * What a notice may carry besides "game X has events up to seq N": the events themselves (the
 * kernel events with seqs `seq - events.length + 1` to `seq`, as stored), so that a process with the
 * game cached applies them without reading the log. A feed may always leave them out (too big for
 * one notice, or not known); the receiver then loads from the event log.
 */
export type NoticeEvents = readonly unknown[] | undefined;

/**
 * The events a received notice carries, read on demand: every process hears every notice, but
 * only one holding that game needs its events. Null when they cannot be read.
 */
export type CarriedEvents = () => readonly unknown[] | null;

export type ChangeListener = (gameId: string, seq: number, carried?: CarriedEvents) => void;

/** Cross-process fan-out of "game X has new events up to seq N" (PostgreSQL LISTEN/NOTIFY). */
export interface ChangeFeed {
  publish(gameId: string, seq: number, events?: NoticeEvents): Promise<void>;
  subscribe(listener: ChangeListener): Promise<() => Promise<void>>;
}

export interface Clock {
  now(): number;
}

/**
 * A game's state at one seq, stored so a cold load folds only the events after it (issue #19). The
 * event log stays the truth: a snapshot of another kernel or ruleset version, or one that does not
 * read back as a state, is ignored and the game replays from its first event.
 */
export interface StoredSnapshot {
  gameId: string;
  /** The state's seq: the snapshot is the fold of events 1..seq. */
  seq: number;
  /** The kernel's KERNEL_STATE_VERSION when it was written. */
  kernelVersion: number;
  rulesetId: string;
  /** The ruleset's version as the room's `snapshots.rulesetVersion` gave it when written. */
  rulesetVersion: string;
  /** The kernel's `stateToJson(state)`, as plain JSON. */
  state: unknown;
}

export interface SnapshotStore {
  /** The game's snapshot with the highest seq written by this kernel version, or null. */
  latest(gameId: string, kernelVersion: number): Promise<StoredSnapshot | null>;
  /** Stores a snapshot (a second one at the same seq is a no-op); may drop the game's older ones. */
  save(snapshot: StoredSnapshot): Promise<void>;
}
