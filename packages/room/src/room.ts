/**
 * The authoritative game room (architecture.md, "Server, storage, scale"). For each game:
 *
 * 1. commands are serialised through one in-process queue per game;
 * 2. the state is `replay(events)` from the EventStore, kept warm in memory and caught up lazily;
 * 3. `decide` judges the command on that state; accepted events are appended with the expected
 *    seq (optimistic concurrency: when another process appended first, nothing is written, the
 *    room catches up and decides again);
 * 4. the command is acknowledged only after the append resolved (durable);
 * 5. then the stored deadline is brought in line with the clock and the new events are published
 *    on the ChangeFeed, so subscribers on every process see them (applied from the notice when
 *    they follow on from that process's cached state, read from the log otherwise: feed-follower.ts).
 */
import {
  decide,
  emptyState,
  evolve,
  type Command,
  type GameState,
  type KernelEvent,
  type Rejection,
  type RulesetRuntime,
} from '@mafia/kernel';
import { applyStored } from './apply-stored';
import { FeedFollower } from './feed-follower';
import type { ChangeFeed, Clock, DeadlineStore, EventStore } from './ports';
import { Snapshots, type SnapshotOptions } from './snapshots';

export interface RoomOptions {
  events: EventStore;
  deadlines: DeadlineStore;
  feed: ChangeFeed;
  clock: Clock;
  /** The ruleset a game runs, by id (the server's registry). */
  rules(rulesetId: string): RulesetRuntime | undefined;
  /** Runs after each accepted command, inside the game's queue (game status bookkeeping). */
  onCommitted?(commit: Commit): Promise<void> | void;
  /** Reports failures that must not fail an acknowledged command (a lost NOTIFY, a hook error). */
  onError?(error: unknown, context: string): void;
  /** Told when a game's stored log no longer replays (the error is thrown on as well): the server isolates that game. */
  onReplayFailed?(gameId: string, error: unknown): void;
  /** How often a command is decided again after sequence conflicts before giving up. */
  maxAttempts?: number;
  /**
   * How many games' states stay cached (least recently used out first; default 5,000). A game
   * with local subscribers or queued work is never evicted; an evicted one is replayed from the
   * log on its next use.
   */
  maxCachedGames?: number;
  /**
   * Stored state snapshots (snapshots.ts): written every K events and at phase ends, read by a cold
   * load, which then folds only the events after the snapshot. Absent: every cold load replays the log.
   */
  snapshots?: SnapshotOptions;
}

export interface Commit {
  gameId: string;
  command: Command;
  events: KernelEvent[];
  state: GameState;
}

export type DispatchResult =
  | { ok: true; seq: number; events: KernelEvent[]; state: GameState }
  | { ok: false; rejection: Rejection };

export type StateListener = (state: GameState) => void;

interface Entry {
  state: GameState;
  /** The deadline last written to the DeadlineStore by this process; undefined: not yet synced. */
  storedDeadline: number | null | undefined;
  /** The seq of the last state handed to this game's subscribers (-1: none yet). */
  notifiedSeq: number;
}

/** When the game's clock should fire: never while the host reviews, before the start or after the end. */
export function deadlineOf(state: GameState): number | null {
  if (state.seats.length === 0 || state.result || state.pending) return null;
  return state.clock.deadline;
}

export class GameRooms {
  private readonly entries = new Map<string, Entry>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<StateListener>>();
  private readonly follower: FeedFollower;
  private readonly maxAttempts: number;
  private readonly maxCached: number;
  private readonly snapshots: Snapshots | undefined;

  constructor(private readonly options: RoomOptions) {
    this.maxAttempts = options.maxAttempts ?? 20;
    this.maxCached = options.maxCachedGames ?? 5_000;
    this.snapshots = options.snapshots ? new Snapshots(options.snapshots) : undefined;
    // The follower's one view of the room (feed-follower.ts): it changes a game only in its queue.
    this.follower = new FeedFollower(options.feed, options.events, {
      cached: (gameId) => this.cached(gameId),
      follows: (gameId) => this.listeners.has(gameId) || this.entries.has(gameId),
      serial: (gameId, work) => this.serial(gameId, work),
      catchUp: async (gameId) => {
        await this.catchUp(gameId);
      },
      advance: (gameId, state) => {
        const entry = this.entries.get(gameId);
        if (!entry) return;
        entry.state = state;
        this.touch(gameId, entry);
      },
      movedElsewhere: (gameId) => {
        const entry = this.entries.get(gameId);
        if (!entry) return;
        entry.storedDeadline = undefined;
        this.notify(gameId, entry);
      },
      report: (error, context) => this.report(error, context),
    });
  }

  /** How many games' states are cached now. */
  cachedCount(): number {
    return this.entries.size;
  }

  /** Listens on the ChangeFeed so updates appended by other processes reach local subscribers. */
  start(): Promise<void> {
    return this.follower.start();
  }

  async stop(): Promise<void> {
    await this.follower.stop();
    await Promise.allSettled([...this.queues.values()]);
  }

  /** Judges and, if accepted, durably stores one command. Resolves only after the append committed. */
  dispatch(gameId: string, command: Command): Promise<DispatchResult> {
    return this.serial(gameId, () => this.dispatchNow(gameId, command));
  }

  /** The game's state, caught up with the store (read-your-writes across processes). */
  state(gameId: string): Promise<GameState> {
    return this.serial(gameId, async () => (await this.catchUp(gameId)).state);
  }

  /** The cached state without touching the store (may trail other processes by one NOTIFY). */
  cached(gameId: string): GameState | undefined {
    return this.entries.get(gameId)?.state;
  }

  /** The stored events after `afterSeq`, in order: for readers of the game's past (the vote history). */
  async events(gameId: string, afterSeq = 0): Promise<KernelEvent[]> {
    const stored = await this.options.events.load(gameId, afterSeq);
    return stored.map((event) => event.payload as KernelEvent);
  }

  /**
   * Loads a game after a restart: replays its log and writes the deadline its clock says, so a
   * deadline lost between an append and the deadline write is restored.
   */
  resume(gameId: string): Promise<GameState> {
    return this.serial(gameId, async () => {
      const entry = await this.catchUp(gameId);
      entry.storedDeadline = undefined;
      await this.syncDeadline(gameId, entry);
      return entry.state;
    });
  }

  /** Fires the deadline: the kernel closes the step only if it really is due. */
  async tick(gameId: string): Promise<DispatchResult> {
    const result = await this.dispatch(gameId, { type: 'tick' });
    if (!result.ok) {
      // The stored deadline disagreed with the clock (extended meanwhile, or held for review).
      await this.serial(gameId, async () => {
        const entry = await this.catchUp(gameId);
        entry.storedDeadline = undefined;
        await this.syncDeadline(gameId, entry);
      });
    }
    return result;
  }

  /** Local subscription to a game's state; the listener sees every state after an accepted change. */
  subscribe(gameId: string, listener: StateListener): () => void {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(gameId);
    };
  }

  subscriberCount(gameId?: string): number {
    if (gameId !== undefined) return this.listeners.get(gameId)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  private async dispatchNow(gameId: string, command: Command): Promise<DispatchResult> {
    for (let attempt = 0; attempt < this.maxAttempts; attempt++) {
      const entry = await this.entry(gameId);
      const rulesetId = command.type === 'start-game' ? command.ruleset : entry.state.ruleset;
      if (entry.state.seats.length === 0 && command.type !== 'start-game') {
        return { ok: false, rejection: { code: 'game-not-started' } };
      }
      const rules = this.options.rules(rulesetId);
      if (!rules) return { ok: false, rejection: { code: 'unknown-ruleset', params: { ruleset: rulesetId } } };
      const now = this.options.clock.now();
      const decision = decide(rules, entry.state, command, now);
      if (!decision.ok) return decision;
      const before = entry.state;
      const appending = this.options.events.append(
        gameId,
        before.seq,
        decision.events.map((event) => ({ type: event.type, payload: event, at: now })),
      );
      // The next state is folded while the append is in flight (issue #19: the fold's CPU off the
      // vote's round trip). Nothing else changes the game meanwhile (this runs in its queue), and
      // the state is kept only once the append committed.
      let state: GameState;
      try {
        state = before;
        for (const event of decision.events) state = evolve(state, event);
      } catch (error) {
        await appending.catch(() => undefined);
        throw error;
      }
      const appended = await appending;
      if (!appended.ok) {
        // Another process appended first: nothing was written; catch up and judge again.
        await this.catchUp(gameId);
        continue;
      }
      entry.state = state;
      this.snapshotIfDue(gameId, before, state);
      // Awaited only when there is something to wait for: a vote changes no deadline and most
      // rooms have no commit hook, and each await is a turn of the queue on the vote's round trip.
      if (entry.storedDeadline !== deadlineOf(state)) await this.syncDeadline(gameId, entry);
      this.notify(gameId, entry);
      if (!appended.announced) this.options.feed.publish(gameId, state.seq, decision.events).catch((error: unknown) => this.report(error, 'publish'));
      if (this.options.onCommitted) {
        try {
          await this.options.onCommitted({ gameId, command, events: decision.events, state });
        } catch (error) {
          this.report(error, 'onCommitted');
        }
      }
      return { ok: true, seq: state.seq, events: decision.events, state };
    }
    return { ok: false, rejection: { code: 'sequence-conflict' } };
  }

  private async entry(gameId: string): Promise<Entry> {
    const entry = this.entries.get(gameId);
    if (!entry) return this.catchUp(gameId);
    this.touch(gameId, entry);
    return entry;
  }

  /** Applies whatever the store holds beyond the cached seq (a cold load starts from the latest usable snapshot). */
  private async catchUp(gameId: string): Promise<Entry> {
    let entry = this.entries.get(gameId);
    let fromSnapshot = false;
    if (!entry) {
      entry = { state: emptyState(), storedDeadline: undefined, notifiedSeq: -1 };
      this.entries.set(gameId, entry);
      this.evict();
      if (this.snapshots) {
        const loaded = await this.loadSnapshot(gameId);
        entry.state = loaded.state;
        fromSnapshot = loaded.fromSnapshot;
      }
    } else {
      this.touch(gameId, entry);
    }
    try {
      entry.state = applyStored(entry.state, await this.options.events.load(gameId, entry.state.seq));
    } catch (error) {
      if (!fromSnapshot) {
        this.options.onReplayFailed?.(gameId, error);
        throw error;
      }
      // The log is the truth: a snapshot the tail does not follow on from is dropped for a full replay.
      this.report(error, 'snapshot tail');
      entry.state = emptyState();
      try {
        entry.state = applyStored(entry.state, await this.options.events.load(gameId, 0));
      } catch (replayError) {
        this.options.onReplayFailed?.(gameId, replayError);
        throw replayError;
      }
    }
    this.notify(gameId, entry);
    return entry;
  }

  private async loadSnapshot(gameId: string): Promise<{ state: GameState; fromSnapshot: boolean }> {
    try {
      const loaded = await this.snapshots?.load(gameId);
      // A snapshot beyond the log's end (a damaged row) would make every append conflict: ignore it.
      if (loaded?.fromSnapshot && loaded.state.seq <= (await this.options.events.lastSeq(gameId))) return loaded;
      return { state: emptyState(), fromSnapshot: false };
    } catch (error) {
      this.report(error, 'snapshot load');
      return { state: emptyState(), fromSnapshot: false };
    }
  }

  /** Queues a snapshot write behind the command that made it due: it never delays the acknowledgement. */
  private snapshotIfDue(gameId: string, before: GameState, after: GameState): void {
    const snapshots = this.snapshots;
    if (!snapshots?.due(before, after)) return;
    this.serial(gameId, () => snapshots.save(gameId, after)).catch((error: unknown) => this.report(error, 'snapshot save'));
  }

  /** Most recently used last (a Map keeps insertion order). */
  private touch(gameId: string, entry: Entry): void {
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
  }

  /** Drops least recently used states beyond the cap, sparing games someone is using. */
  private evict(): void {
    if (this.entries.size <= this.maxCached) return;
    for (const gameId of this.entries.keys()) {
      if (this.entries.size <= this.maxCached) return;
      if (this.listeners.has(gameId) || this.queues.has(gameId)) continue;
      this.entries.delete(gameId);
    }
  }

  private async syncDeadline(gameId: string, entry: Entry): Promise<void> {
    const due = deadlineOf(entry.state);
    if (entry.storedDeadline === due) return;
    await this.options.deadlines.set(gameId, due);
    entry.storedDeadline = due;
  }

  /**
   * Hands the game's state to its subscribers, once per seq: every path that moves a cached state
   * forward calls this (a command, a notice, a read of the log for any reason), so no update is
   * swallowed by a read that happened to catch up first.
   */
  private notify(gameId: string, entry: Entry): void {
    const state = entry.state;
    if (state.seq <= entry.notifiedSeq) return;
    entry.notifiedSeq = state.seq;
    for (const listener of this.listeners.get(gameId) ?? []) {
      try {
        listener(state);
      } catch (error) {
        this.report(error, 'listener');
      }
    }
  }

  private serial<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(gameId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(gameId, settled);
    void settled.then(() => {
      if (this.queues.get(gameId) === settled) this.queues.delete(gameId);
    });
    return next;
  }

  private report(error: unknown, context: string): void {
    if (this.options.onError) this.options.onError(error, context);
    else console.error(`[room] ${context}:`, error);
  }
}
