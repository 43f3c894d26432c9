/**
 * In-memory fakes of the room's ports, for unit tests of the room and of code built on it. They
 * keep the contracts of the real stores (gap-free seqs, all-or-nothing appends, lease expiry),
 * so a test that passes here exercises the same decisions the PostgreSQL stores make.
 */
import type {
  AppendResult,
  ChangeFeed,
  ChangeListener,
  Clock,
  DeadlineStore,
  EventStore,
  LeaseStore,
  NewEvent,
  SnapshotStore,
  StoredEvent,
  StoredSnapshot,
} from './ports';

export class ManualClock implements Clock {
  constructor(public current = 0) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export class InMemoryEventStore implements EventStore {
  readonly logs = new Map<string, StoredEvent[]>();
  /** Counts append calls, accepted or not (tests of retries read it). */
  appends = 0;

  /** Counts load calls, one game each (tests of catch-up read it). */
  loads = 0;

  async load(gameId: string, afterSeq = 0): Promise<StoredEvent[]> {
    this.loads += 1;
    return this.read(gameId, afterSeq);
  }

  private read(gameId: string, afterSeq: number): StoredEvent[] {
    return (this.logs.get(gameId) ?? []).filter((event) => event.seq > afterSeq).map((event) => ({ ...event }));
  }

  /** Counts loadMany calls (tests of batched catch-up read it). */
  batchLoads = 0;

  async loadMany(requests: ReadonlyArray<{ gameId: string; afterSeq: number }>): Promise<Map<string, StoredEvent[]>> {
    this.batchLoads += 1;
    const found = new Map<string, StoredEvent[]>();
    for (const { gameId, afterSeq } of requests) {
      const events = this.read(gameId, afterSeq);
      if (events.length > 0) found.set(gameId, events);
    }
    return found;
  }

  async append(gameId: string, expectedSeq: number, events: NewEvent[]): Promise<AppendResult> {
    this.appends += 1;
    const log = this.logs.get(gameId) ?? [];
    if (log.length !== expectedSeq) return { ok: false, reason: 'sequence-conflict', actualSeq: log.length };
    // Stored as JSON, as PostgreSQL would: later mutation of the caller's objects cannot leak in.
    const stored = events.map((event, index) => ({
      gameId,
      seq: expectedSeq + index + 1,
      type: event.type,
      payload: JSON.parse(JSON.stringify(event.payload)) as unknown,
      at: event.at,
    }));
    this.logs.set(gameId, [...log, ...stored]);
    return { ok: true, lastSeq: expectedSeq + events.length };
  }

  async lastSeq(gameId: string): Promise<number> {
    return this.logs.get(gameId)?.length ?? 0;
  }
}

export class InMemoryDeadlineStore implements DeadlineStore {
  readonly rows = new Map<string, number>();
  writes = 0;

  async set(gameId: string, dueAt: number | null): Promise<void> {
    this.writes += 1;
    if (dueAt === null) this.rows.delete(gameId);
    else this.rows.set(gameId, dueAt);
  }

  async due(now: number): Promise<Array<{ gameId: string; dueAt: number }>> {
    return [...this.rows]
      .filter(([, dueAt]) => dueAt <= now)
      .map(([gameId, dueAt]) => ({ gameId, dueAt }))
      .sort((a, b) => a.dueAt - b.dueAt || a.gameId.localeCompare(b.gameId));
  }

  async get(gameId: string): Promise<number | null> {
    return this.rows.get(gameId) ?? null;
  }
}

export class InMemoryLeaseStore implements LeaseStore {
  readonly leases = new Map<string, { holder: string; expiresAt: number }>();

  async acquire(gameId: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
    const lease = this.leases.get(gameId);
    if (lease && lease.holder !== holder && lease.expiresAt > now) return false;
    this.leases.set(gameId, { holder, expiresAt: now + ttlMs });
    return true;
  }

  async release(gameId: string, holder: string): Promise<void> {
    if (this.leases.get(gameId)?.holder === holder) this.leases.delete(gameId);
  }
}


/** One bus shared by several fake processes, like one PostgreSQL's NOTIFY channel. */
export class InMemoryChangeBus {
  private readonly listeners = new Set<ChangeListener>();
  /** `events`: how many events the notice carried, when it carried them. */
  readonly published: Array<{ gameId: string; seq: number; events?: number }> = [];
  /** Off: notices name the seq only (as a feed must when the events are too big for one notice). */
  carryEvents = true;

  feed(): ChangeFeed {
    return {
      publish: async (gameId, seq, events) => {
        this.published.push({ gameId, seq, ...(events ? { events: events.length } : {}) });
        // Like a notice through PostgreSQL: JSON on the wire, so no receiver shares the writer's objects.
        const json = events && this.carryEvents ? JSON.stringify(events) : undefined;
        const carried = json === undefined ? undefined : () => JSON.parse(json) as unknown[];
        // NOTIFY is delivered after the publisher's statement returns, never synchronously.
        const listeners = [...this.listeners];
        queueMicrotask(() => {
          for (const listener of listeners) listener(gameId, seq, carried);
        });
      },
      subscribe: async (listener) => {
        this.listeners.add(listener);
        return async () => {
          this.listeners.delete(listener);
        };
      },
    };
  }
}

/** The four storage ports of one fake database, shared by every room built on it. */
/** Snapshots as the PostgreSQL store keeps them: the state goes through JSON text, the newest one per game stays. */
export class InMemorySnapshotStore implements SnapshotStore {
  readonly rows = new Map<string, StoredSnapshot>();
  /** Counts save calls (tests of when the room snapshots read it). */
  saves = 0;

  async latest(gameId: string, kernelVersion: number): Promise<StoredSnapshot | null> {
    const row = this.rows.get(gameId);
    return row && row.kernelVersion === kernelVersion ? { ...row } : null;
  }

  async save(snapshot: StoredSnapshot): Promise<void> {
    this.saves += 1;
    const current = this.rows.get(snapshot.gameId);
    if (current && current.seq >= snapshot.seq) return;
    this.rows.set(snapshot.gameId, { ...snapshot, state: JSON.parse(JSON.stringify(snapshot.state)) as unknown });
  }
}

export function inMemoryPorts(): {
  events: InMemoryEventStore;
  deadlines: InMemoryDeadlineStore;
  leases: InMemoryLeaseStore;
  bus: InMemoryChangeBus;
  snapshots: InMemorySnapshotStore;
} {
  return {
    events: new InMemoryEventStore(),
    deadlines: new InMemoryDeadlineStore(),
    leases: new InMemoryLeaseStore(),
    bus: new InMemoryChangeBus(),
    snapshots: new InMemorySnapshotStore(),
  };
}
