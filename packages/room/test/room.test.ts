import type { KernelEvent } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { DeadlineScheduler, type EventStore } from '../src';
import { DAY, settle, startCommand, vote, world } from './fixture';

describe('GameRooms', () => {
  describe('When a game starts', () => {
    it('stores the events gap-free and the deadline of the first step', async () => {
      const w = world();
      const rooms = w.room();
      const started = await rooms.dispatch('g1', startCommand());
      expect(started.ok).toBe(true);
      const log = await w.events.load('g1');
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      expect(await w.deadlines.get('g1')).toBe(w.clock.now() + DAY);
    });

    it('refuses commands to a game that has not started, without writing', async () => {
      const w = world();
      const result = await w.room().dispatch('g1', vote('p1', 'p2'));
      expect(result).toEqual({ ok: false, rejection: { code: 'game-not-started' } });
      expect(w.events.appends).toBe(0);
    });

    it('refuses an unknown ruleset as a value', async () => {
      const w = world();
      const result = await w.room().dispatch('g1', { ...startCommand(), ruleset: 'nope' } as never);
      expect(result).toEqual({ ok: false, rejection: { code: 'unknown-ruleset', params: { ruleset: 'nope' } } });
    });
  });

  describe('When commands arrive at once', () => {
    it('serialises them: every vote is stored once, in one gap-free log', async () => {
      const w = world();
      const rooms = w.room();
      await rooms.dispatch('g1', startCommand());
      const voters = ['p1', 'p2', 'p3'];
      const results = await Promise.all(voters.map((seat) => rooms.dispatch('g1', vote(seat, 'p7'))));
      expect(results.every((r) => r.ok)).toBe(true);
      const log = await w.events.load('g1');
      const ballots = log.filter((e) => e.type === 'ballot-cast');
      expect(ballots).toHaveLength(3);
      expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
      // No append was refused: the queue, not the store, ordered them.
      expect(w.events.appends).toBe(1 + 3);
    });

    it('decides again after a sequence conflict with another process, losing nothing', async () => {
      const w = world();
      const a = w.room();
      const b = w.room();
      await a.dispatch('g1', startCommand());
      await b.state('g1');
      await a.dispatch('g1', vote('p1', 'p7'));
      // b's cache is behind by one event: its first append conflicts, it catches up and retries.
      const result = await b.dispatch('g1', vote('p2', 'p7'));
      expect(result.ok).toBe(true);
      const state = await a.state('g1');
      const lynch = state.polls.find((p) => p.spec.id === 'lynch');
      expect(lynch?.ballots.map((x) => x.voter).sort()).toEqual(['p1', 'p2']);
    });

    it('gives up with a value after too many conflicts', async () => {
      const w = world();
      await w.room().dispatch('g1', startCommand());
      const always: EventStore = {
        load: (id, after) => w.events.load(id, after),
        lastSeq: (id) => w.events.lastSeq(id),
        append: async () => ({ ok: false, reason: 'sequence-conflict', actualSeq: 0 }),
      };
      const result = await w.room({ events: always, maxAttempts: 3 }).dispatch('g1', vote('p1', 'p7'));
      expect(result).toEqual({ ok: false, rejection: { code: 'sequence-conflict' } });
    });
  });

  describe('Durability', () => {
    it('acknowledges only after the append resolved', async () => {
      const w = world();
      await w.room().dispatch('g1', startCommand());
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const slow: EventStore = {
        load: (id, after) => w.events.load(id, after),
        lastSeq: (id) => w.events.lastSeq(id),
        append: async (id, seq, events) => {
          await gate;
          return w.events.append(id, seq, events);
        },
      };
      let acknowledged = false;
      const pending = w.room({ events: slow }).dispatch('g1', vote('p1', 'p7')).then(() => (acknowledged = true));
      await settle();
      expect(acknowledged).toBe(false);
      release();
      await pending;
      expect(acknowledged).toBe(true);
      expect((await w.events.load('g1')).some((e) => e.type === 'ballot-cast')).toBe(true);
    });

    it('fails the command and keeps the old state when the append fails', async () => {
      const w = world();
      const ok = w.room();
      await ok.dispatch('g1', startCommand());
      const before = await ok.state('g1');
      const broken: EventStore = {
        load: (id, after) => w.events.load(id, after),
        lastSeq: (id) => w.events.lastSeq(id),
        append: async () => {
          throw new Error('disk on fire');
        },
      };
      const rooms = w.room({ events: broken });
      await expect(rooms.dispatch('g1', vote('p1', 'p7'))).rejects.toThrow('disk on fire');
      expect((await rooms.state('g1')).seq).toBe(before.seq);
    });

    it('a new room on the same store resumes the exact state and restores a lost deadline', async () => {
      const w = world();
      const first = w.room();
      await first.dispatch('g1', startCommand());
      await first.dispatch('g1', vote('p1', 'p7'));
      const original = await first.state('g1');
      await w.deadlines.set('g1', null); // the crash hit between the append and the deadline write
      const restarted = w.room();
      const resumed = await restarted.resume('g1');
      expect(resumed).toEqual(original);
      const events = (await w.events.load('g1')).map((e) => e.payload as KernelEvent);
      expect(resumed.seq).toBe(events.length);
      expect(await w.deadlines.get('g1')).toBe(original.clock.deadline);
    });
  });

  describe('Deadlines', () => {
    it('a tick before the deadline changes nothing; after it, the step closes and the next deadline is stored', async () => {
      const w = world();
      const rooms = w.room();
      await rooms.dispatch('g1', startCommand());
      const early = await rooms.tick('g1');
      expect(early).toEqual({ ok: false, rejection: { code: 'deadline-not-reached' } });
      w.clock.advance(DAY);
      const fired = await rooms.tick('g1');
      expect(fired.ok).toBe(true);
      const state = await rooms.state('g1');
      expect(state.clock.phase).toEqual({ kind: 'night', number: 1 });
      expect(await w.deadlines.get('g1')).toBe(state.clock.deadline);
    });

    it('clears the stored deadline while the host reviews the night', async () => {
      const w = world();
      const rooms = w.room();
      await rooms.dispatch('g1', startCommand({ firstPhase: 'night', hostReview: true }));
      await rooms.dispatch('g1', { type: 'close-step' });
      expect((await rooms.state('g1')).pending).not.toBeNull();
      expect(await w.deadlines.get('g1')).toBeNull();
    });

    it('fires once across two processes: only the lease holder ticks', async () => {
      const w = world();
      const a = w.room();
      const b = w.room();
      await a.dispatch('g1', startCommand());
      const common = { deadlines: w.deadlines, leases: w.leases, clock: w.clock, leaseTtlMs: 30_000 };
      const sa = new DeadlineScheduler({ ...common, rooms: a, holder: 'a' });
      const sb = new DeadlineScheduler({ ...common, rooms: b, holder: 'b' });
      w.clock.advance(DAY);
      const [fa, fb] = await Promise.all([sa.runOnce(), sb.runOnce()]);
      expect([...fa, ...fb].filter((f) => f.accepted)).toHaveLength(1);
      const log = await w.events.load('g1');
      expect(log.filter((e) => e.type === 'step-ended')).toHaveLength(1);
    });

    it("a dead holder's games are fired by another process once its lease lapses", async () => {
      const w = world();
      const a = w.room();
      await a.dispatch('g1', startCommand());
      await w.leases.acquire('g1', 'dead-process', w.clock.now(), 30_000);
      const b = new DeadlineScheduler({ rooms: w.room(), deadlines: w.deadlines, leases: w.leases, clock: w.clock, holder: 'b', leaseTtlMs: 30_000 });
      w.clock.advance(DAY - 1);
      expect(await b.runOnce()).toEqual([]);
      w.clock.advance(30_001);
      expect((await b.runOnce()).map((f) => f.accepted)).toEqual([true]);
    });
  });

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

  describe('The state cache', () => {
    it('keeps at most maxCachedGames states, least recently used out first, and replays an evicted game exactly', async () => {
      const w = world();
      const a = w.room({ maxCachedGames: 2 });
      await a.dispatch('g1', startCommand());
      await a.dispatch('g2', startCommand());
      await a.dispatch('g1', vote('p1', 'p7'));
      await a.dispatch('g3', startCommand());
      await settle();
      // g2 was used least recently.
      expect(a.cachedCount()).toBe(2);
      expect(a.cached('g2')).toBeUndefined();
      expect(a.cached('g1')?.seq).toBeGreaterThan(0);
      const before = await w.events.load('g2');
      const again = await a.dispatch('g2', vote('p2', 'p7'));
      expect(again.ok).toBe(true);
      expect((await w.events.load('g2')).length).toBe(before.length + (again.ok ? again.events.length : 0));
    });

    it('never evicts a game with subscribers', async () => {
      const w = world();
      const a = w.room({ maxCachedGames: 1 });
      await a.dispatch('g1', startCommand());
      a.subscribe('g1', () => undefined);
      await a.dispatch('g2', startCommand());
      await settle();
      expect(a.cached('g1')).toBeDefined();
    });
  });

  describe('Change announcements', () => {
    it('publishes each accepted append once, unless the store announced it itself', async () => {
      const w = world();
      const plain = w.room();
      await plain.dispatch('g1', startCommand());
      expect(w.bus.published.map((p) => p.gameId)).toEqual(['g1']);
      const announcing = w.room({
        events: {
          load: (id, after) => w.events.load(id, after),
          lastSeq: (id) => w.events.lastSeq(id),
          append: async (id, expected, events) => {
            const result = await w.events.append(id, expected, events);
            return result.ok ? { ...result, announced: true } : result;
          },
        },
      });
      expect((await announcing.dispatch('g2', startCommand())).ok).toBe(true);
      expect(w.bus.published.map((p) => p.gameId)).toEqual(['g1']);
    });
  });
});
