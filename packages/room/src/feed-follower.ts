/**
 * Following the commits of other processes (architecture.md, "Server, storage, scale"): the ChangeFeed
 * announces each commit; this brings the games this process holds up to it and has their subscribers
 * told. It sees the room only through `FollowerPort`, which `GameRooms` builds: the dependency points
 * one way (room.ts → feed-follower.ts). Review 2026-11 §8.4.
 */
import { evolve, type GameState, type KernelEvent } from '@mafia/kernel';
import { applyStored } from './apply-stored';
import type { CarriedEvents, ChangeFeed, EventStore, StoredEvent } from './ports';

/** What the follower may do to the room's games; every change of a game runs in its queue (`serial`). */
export interface FollowerPort {
  /** The game's cached state, or undefined when this process holds none. */
  cached(gameId: string): GameState | undefined;
  /** Whether this process cares about the game (a cached state or a local subscriber). */
  follows(gameId: string): boolean;
  /** Runs `work` in the game's queue, after every command and catch-up queued before it. */
  serial<T>(gameId: string, work: () => Promise<T>): Promise<T>;
  /** Reads the log beyond the cached state (caching the game first if it is not). */
  catchUp(gameId: string): Promise<void>;
  /** Replaces the cached state by a later one built from the feed. */
  advance(gameId: string, state: GameState): void;
  /** Another process moved the game: its deadline write is the one that counts; tell the subscribers. */
  movedElsewhere(gameId: string): void;
  report(error: unknown, context: string): void;
}

export class FeedFollower {
  private unsubscribe: (() => Promise<void>) | null = null;
  /** Per game, the highest seq noticed and not yet loaded (the next batch). */
  private noticed = new Map<string, number>();
  /** Per game, the seq the last notice queued by `applyNotice` brings it to (until that runs). */
  private readonly queuedNotices = new Map<string, number>();
  /** The batch being loaded (stop() waits for it); null when no batch is scheduled. */
  private loadingNoticed: Promise<void> | null = null;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly events: EventStore,
    private readonly room: FollowerPort,
  ) {}

  async start(): Promise<void> {
    if (this.unsubscribe) return;
    this.unsubscribe = await this.feed.subscribe((gameId, seq, carried) => this.changed(gameId, seq, carried));
  }

  async stop(): Promise<void> {
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
    this.noticed.clear();
    this.queuedNotices.clear();
    await this.loadingNoticed?.catch(() => undefined);
  }

  /**
   * A NOTIFY from any process (ours included): act only when someone is interested. A notice that
   * carries events which follow on from the cached state is applied as it is: no read of the log
   * (bench/server.ts, live updates). Other notices are coalesced per game (the highest seq wins)
   * and, when the store can, every game a burst names is loaded in ONE query; notices arriving
   * while that query runs form the next batch: one round trip per batch, not per game and notice.
   */
  private changed(gameId: string, seq: number, carried?: CarriedEvents): void {
    if (!this.room.follows(gameId)) return;
    const cached = this.room.cached(gameId);
    if (cached && cached.seq >= seq) return;
    // The notice carries the events and they follow on from the cached state, or from a notice
    // already queued for the game (notices come in commit order): no read of the log.
    const events = cached && carried && !this.noticed.has(gameId) ? carried() : null;
    const reached = Math.max(cached?.seq ?? 0, this.queuedNotices.get(gameId) ?? 0);
    if (cached && events && events.length > 0 && seq - events.length <= reached) {
      if (seq > reached) this.applyNotice(gameId, seq, events);
      return;
    }
    if (!this.events.loadMany) {
      this.catchUpAndNotify(gameId, seq);
      return;
    }
    this.noticed.set(gameId, Math.max(seq, this.noticed.get(gameId) ?? 0));
    if (!this.loadingNoticed) this.loadNoticedSoon();
  }

  private loadNoticedSoon(): void {
    this.loadingNoticed = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.loadNoticed())
      .finally(() => {
        if (this.noticed.size > 0 && this.unsubscribe) this.loadNoticedSoon();
        else this.loadingNoticed = null;
      });
  }

  private async loadNoticed(): Promise<void> {
    const batch = this.noticed;
    this.noticed = new Map();
    // Games not cached yet (a subscriber arrived before any load) take the per-game path.
    const requests: Array<{ gameId: string; afterSeq: number }> = [];
    for (const [gameId, seq] of batch) {
      const cached = this.room.cached(gameId);
      if (!cached) this.catchUpAndNotify(gameId, seq);
      else if (cached.seq < seq) requests.push({ gameId, afterSeq: cached.seq });
    }
    if (requests.length === 0) return;
    let loaded: Map<string, StoredEvent[]>;
    try {
      loaded = (await this.events.loadMany?.(requests)) ?? new Map();
    } catch (error) {
      this.room.report(error, 'catch-up');
      for (const { gameId } of requests) this.catchUpAndNotify(gameId, batch.get(gameId) ?? 0);
      return;
    }
    for (const { gameId } of requests) {
      const stored = loaded.get(gameId) ?? [];
      const noticedSeq = batch.get(gameId) ?? 0;
      this.room
        .serial(gameId, async () => {
          const state = this.room.cached(gameId);
          if (!state) return;
          const before = state.seq;
          // The game's queue may have moved on while the batch loaded (a local command, an earlier
          // catch-up): apply only what is still new; anything that does not follow on is reloaded.
          const fresh = stored.filter((event) => event.seq > before);
          const next = fresh.length > 0 && fresh[0]?.seq === before + 1 ? applyStored(state, fresh) : state;
          this.room.advance(gameId, next);
          if (next.seq < noticedSeq) await this.room.catchUp(gameId);
          if ((this.room.cached(gameId)?.seq ?? before) > before) this.room.movedElsewhere(gameId);
        })
        .catch((error: unknown) => this.room.report(error, 'catch-up'));
    }
  }

  /**
   * Applies the events a notice carried (seqs `seq - events.length + 1` to `seq`), in the game's
   * queue like any catch-up. The queue may have moved on meanwhile: only what is still new is
   * applied, and when the cached state is now behind the notice's first event (it was evicted and
   * replayed, say) the log is read instead.
   */
  private applyNotice(gameId: string, seq: number, events: readonly unknown[]): void {
    this.queuedNotices.set(gameId, seq);
    this.room
      .serial(gameId, async () => {
        if (this.queuedNotices.get(gameId) === seq) this.queuedNotices.delete(gameId);
        const state = this.room.cached(gameId);
        if (!state || state.seq >= seq) return;
        const first = seq - events.length + 1;
        if (state.seq + 1 < first) {
          await this.room.catchUp(gameId);
        } else {
          let next = state;
          for (const event of events.slice(state.seq + 1 - first)) next = evolve(next, event as KernelEvent);
          if (next.seq !== seq) throw new Error(`notice of ${gameId} does not reach seq ${seq}`);
          this.room.advance(gameId, next);
        }
        this.room.movedElsewhere(gameId);
      })
      .catch((error: unknown) => {
        this.room.report(error, 'catch-up');
        this.catchUpAndNotify(gameId, seq);
      });
  }

  private catchUpAndNotify(gameId: string, seq: number): void {
    this.room
      .serial(gameId, async () => {
        if ((this.room.cached(gameId)?.seq ?? -1) >= seq) return;
        await this.room.catchUp(gameId);
        this.room.movedElsewhere(gameId);
      })
      .catch((error: unknown) => this.room.report(error, 'catch-up'));
  }
}
