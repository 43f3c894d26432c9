// GameRooms: subscribers and following other processes' commits (feed-follower.ts).
import { describe, expect, it } from 'vitest';
import { settle, startCommand, vote, world } from './fixture';

describe('Subscribers', () => {
  it('hear changes appended by another process through the change feed', async () => {
    const w = world();
    const a = w.room();
    const b = w.room();
    await b.start();
    await a.dispatch('g1', startCommand());
    const seen: number[] = [];
    b.subscribe('g1', (state) => seen.push(state.seq));
    const voted = await a.dispatch('g1', vote('p1', 'p7'));
    await settle();
    await settle();
    expect(voted.ok && seen.at(-1)).toBe(voted.ok ? voted.seq : -1);
    await b.stop();
  });

  it('hear local changes at once, and once', async () => {
    const w = world();
    const a = w.room();
    await a.start();
    await a.dispatch('g1', startCommand());
    const seen: number[] = [];
    const unsubscribe = a.subscribe('g1', (state) => seen.push(state.seq));
    await a.dispatch('g1', vote('p1', 'p7'));
    await settle();
    expect(seen).toHaveLength(1);
    unsubscribe();
    expect(a.subscriberCount('g1')).toBe(0);
    await a.stop();
  });
});

describe('Catching up after change notices', () => {
  const games = ['g1', 'g2', 'g3', 'g4', 'g5'];
  const waitFor = async (done: () => boolean) => {
    for (let i = 0; i < 50 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 1));
  };

  it('applies the events a notice carries without reading the log', async () => {
    const w = world();
    const writer = w.room();
    const reader = w.room();
    await reader.start();
    await writer.dispatch('g1', startCommand());
    await reader.state('g1');
    const seen: number[] = [];
    reader.subscribe('g1', (state) => seen.push(state.seq));
    const [loads, batchLoads] = [w.events.loads, w.events.batchLoads];
    const voted = [await writer.dispatch('g1', vote('p1', 'p7')), await writer.dispatch('g1', vote('p2', 'p7'))];
    await waitFor(() => seen.length === 2);
    expect(seen).toEqual(voted.map((r) => (r.ok ? r.seq : -1)));
    expect(w.bus.published.at(-1)?.events).toBe(1);
    expect([w.events.loads, w.events.batchLoads]).toEqual([loads, batchLoads]);
    // What the reader built from the notices is exactly what replaying the log gives.
    expect(reader.cached('g1')).toEqual(await w.room().state('g1'));
    await reader.stop();
  });

  it('applies notices that arrive faster than they are applied, each after the one before, without reading the log', async () => {
    const w = world();
    const writer = w.room();
    // The reader's queue for the game is held up (its own command's onCommitted hook waits), so
    // the writer's three notices arrive while none of them can be applied yet.
    let release: () => void = () => undefined;
    let hold = false;
    let readerLoads = 0;
    const reader = w.room({
      events: {
        load: (id, after) => {
          readerLoads++;
          return w.events.load(id, after);
        },
        append: (id, seq, events) => w.events.append(id, seq, events),
        lastSeq: (id) => w.events.lastSeq(id),
        loadMany: (requests) => {
          readerLoads++;
          return w.events.loadMany(requests);
        },
      },
      onCommitted: () => (hold ? new Promise<void>((resolve) => (release = resolve)) : undefined),
    });
    await reader.start();
    await writer.dispatch('g1', startCommand());
    await reader.state('g1');
    await writer.state('g1');
    const seen: number[] = [];
    reader.subscribe('g1', (state) => seen.push(state.seq));
    hold = true;
    const own = reader.dispatch('g1', vote('p4', 'p6'));
    await settle();
    const loadsBefore = readerLoads;
    const voted = [await writer.dispatch('g1', vote('p1', 'p7')), await writer.dispatch('g1', vote('p2', 'p7')), await writer.dispatch('g1', vote('p3', 'p6'))];
    await settle();
    hold = false;
    release();
    await own;
    const last = voted.at(-1);
    await waitFor(() => seen.at(-1) === (last?.ok ? last.seq : -1));
    expect(seen.slice(-3)).toEqual(voted.map((r) => (r.ok ? r.seq : -1)));
    expect(readerLoads).toBe(loadsBefore);
    expect(reader.cached('g1')).toEqual(writer.cached('g1'));
    await reader.stop();
  });

  it('hands subscribers a state that a read caught up to (a notice for it, coming later, is dropped as old)', async () => {
    const w = world();
    const writer = w.room();
    const reader = w.room();
    await writer.dispatch('g1', startCommand());
    await reader.state('g1');
    const seen: number[] = [];
    reader.subscribe('g1', (state) => seen.push(state.seq));
    // The reader is not listening yet: it learns of the vote only by reading (a query), before any notice.
    const voted = await writer.dispatch('g1', vote('p1', 'p7'));
    await reader.state('g1');
    expect(seen).toEqual([voted.ok ? voted.seq : -1]);
  });

  it('reads the log when the events a notice carries do not follow on from the cached state', async () => {
    const w = world();
    const writer = w.room();
    const reader = w.room();
    await writer.dispatch('g1', startCommand());
    await reader.state('g1');
    // Two votes the reader does not hear (it is not listening yet), then one it does.
    await writer.dispatch('g1', vote('p1', 'p7'));
    await writer.dispatch('g1', vote('p2', 'p7'));
    await reader.start();
    const seen: number[] = [];
    reader.subscribe('g1', (state) => seen.push(state.seq));
    const loads = w.events.loads + w.events.batchLoads;
    const last = await writer.dispatch('g1', vote('p3', 'p7'));
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual([last.ok ? last.seq : -1]);
    expect(w.events.loads + w.events.batchLoads).toBeGreaterThan(loads);
    expect(reader.cached('g1')).toEqual(writer.cached('g1'));
    await reader.stop();
  });

  it('loads every game a burst of notices names in one batch, and each subscriber sees the last state', async () => {
    const w = world();
    // Notices without their events (too big for one NOTIFY, say): the reader must read the log.
    w.bus.carryEvents = false;
    const writer = w.room();
    const reader = w.room();
    await reader.start();
    for (const id of games) await writer.dispatch(id, startCommand());
    const last = new Map<string, number>();
    for (const id of games) {
      await reader.state(id);
      reader.subscribe(id, (state) => last.set(id, state.seq));
    }
    const before = w.events.batchLoads;
    const results = await Promise.all(games.flatMap((id) => [writer.dispatch(id, vote('p1', 'p7')), writer.dispatch(id, vote('p2', 'p7'))]));
    await waitFor(() => games.every((id) => last.get(id) === writer.cached(id)?.seq));
    expect(results.every((r) => r.ok)).toBe(true);
    for (const id of games) expect(last.get(id)).toBe(writer.cached(id)?.seq);
    // Ten notices for five games: coalesced per game, loaded together rather than ten loads.
    expect(w.events.batchLoads - before).toBeGreaterThanOrEqual(1);
    expect(w.events.batchLoads - before).toBeLessThan(results.length);
    expect(reader.cached('g3')).toEqual(writer.cached('g3'));
    await reader.stop();
  });

  it('applies a batch only where it follows on: a local command that moved the game first is not applied twice', async () => {
    const w = world();
    const a = w.room();
    const b = w.room();
    await b.start();
    await a.dispatch('g1', startCommand());
    await b.state('g1');
    const seen: number[] = [];
    b.subscribe('g1', (state) => seen.push(state.seq));
    // a votes (a notice reaches b), and b itself votes right away: b's own dispatch catches up
    // on the store before the batch is applied.
    const fromA = await a.dispatch('g1', vote('p1', 'p7'));
    const fromB = await b.dispatch('g1', vote('p2', 'p7'));
    await waitFor(() => seen.at(-1) === (fromB.ok ? fromB.seq : -1));
    expect(fromA.ok && fromB.ok).toBe(true);
    expect(b.cached('g1')?.seq).toBe(fromB.ok ? fromB.seq : -1);
    expect(b.cached('g1')).toEqual(await w.room().state('g1'));
    // Every state a subscriber saw was newer than the one before.
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBe(seen.length);
    await b.stop();
  });

  it('falls back to loading game by game when the batch load fails, losing no update', async () => {
    const w = world();
    w.bus.carryEvents = false;
    const writer = w.room();
    const reader = w.room({
      events: {
        load: (id, after) => w.events.load(id, after),
        append: (id, seq, events) => w.events.append(id, seq, events),
        lastSeq: (id) => w.events.lastSeq(id),
        loadMany: () => Promise.reject(new Error('connection lost')),
      },
    });
    await reader.start();
    await writer.dispatch('g1', startCommand());
    await reader.state('g1');
    const seen: number[] = [];
    reader.subscribe('g1', (state) => seen.push(state.seq));
    const voted = await writer.dispatch('g1', vote('p1', 'p7'));
    await waitFor(() => seen.length > 0);
    expect(seen).toEqual([voted.ok ? voted.seq : -1]);
    expect(w.errors.some((e) => e instanceof Error && e.message === 'connection lost')).toBe(true);
    await reader.stop();
  });
});
