// GameRooms: stored deadlines fired by the lease holder.
import { describe, expect, it } from 'vitest';
import { DeadlineScheduler } from '../src';
import { DAY, startCommand, world } from './fixture';

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
