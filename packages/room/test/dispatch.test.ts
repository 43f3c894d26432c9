// GameRooms: commands are judged one at a time per game and acknowledged only once durable.
import type { KernelEvent } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { type EventStore } from '../src';
import { DAY, settle, startCommand, vote, world } from './fixture';

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
