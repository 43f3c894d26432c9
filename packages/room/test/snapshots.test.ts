// GameRooms with stored snapshots (issue #19): when they are written, and a cold load that reads
// the latest usable one plus the events after it, and ignores any it cannot trust.
import { replay, type GameState, type KernelEvent } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import type { SnapshotOptions, StoredSnapshot } from '../src';
import { DAY, settle, startCommand, vote, world } from './fixture';

type World = ReturnType<typeof world>;

const options = (w: World, extra: Partial<SnapshotOptions> = {}): SnapshotOptions => ({
  store: w.snapshots,
  every: 4,
  rulesetVersion: (id) => (id === 'sandbox' ? '1' : undefined),
  ...extra,
});

/** Plays a game of several votes and a phase end in one process; returns the folded log. */
async function played(w: World): Promise<GameState> {
  const a = w.room({ snapshots: options(w) });
  await a.dispatch('g1', startCommand());
  for (const [voter, target] of [['p1', 'p7'], ['p2', 'p7'], ['p3', 'p6'], ['p4', 'p6'], ['p5', 'p7']] as const) {
    expect((await a.dispatch('g1', vote(voter, target))).ok).toBe(true);
  }
  w.clock.advance(DAY);
  expect((await a.tick('g1')).ok).toBe(true);
  w.clock.advance(DAY);
  expect((await a.tick('g1')).ok).toBe(true);
  // Events after the night's end's snapshot, in day 2, so a cold load has a tail to fold.
  for (const id of ['late-1', 'late-2']) {
    const posted = await a.dispatch('g1', { type: 'post', seat: 'p1', channel: 'thread', id, body: 'after the snapshot' });
    expect(posted.ok ? 'ok' : posted.rejection.code).toBe('ok');
  }
  await a.stop();
  return replay((await w.events.load('g1')).map((event) => event.payload as KernelEvent));
}

/** Records the afterSeq of every event load, to see where a cold load started folding. */
function recordLoads(w: World): number[] {
  const seen: number[] = [];
  const load = w.events.load.bind(w.events);
  w.events.load = (gameId, afterSeq) => {
    seen.push(afterSeq ?? 0);
    return load(gameId, afterSeq);
  };
  return seen;
}

describe('Room snapshots', () => {
  it('writes one every K events and at the phase end, through JSON, tagged with the versions', async () => {
    const w = world();
    const full = await played(w);
    const row = w.snapshots.rows.get('g1');
    expect(row).toBeDefined();
    expect(row?.rulesetId).toBe('sandbox');
    expect(row?.rulesetVersion).toBe('1');
    expect(row?.seq).toBeGreaterThan(0);
    expect(row?.seq).toBeLessThanOrEqual(full.seq);
    // The start, a multiple of 4 among the votes, the day's end: at least three writes.
    expect(w.snapshots.saves).toBeGreaterThanOrEqual(3);
    // The post log is stored as columns (kernel post-columns.ts), not one object per post.
    const posts = (row?.state as { posts: { ids: unknown } }).posts;
    expect(Array.isArray(posts.ids)).toBe(true);
  });

  it('a cold load folds only the events after the latest snapshot and equals a full replay', async () => {
    const w = world();
    const full = await played(w);
    const snapshotSeq = w.snapshots.rows.get('g1')?.seq ?? 0;
    const loads = recordLoads(w);
    const b = w.room({ snapshots: options(w) });
    const state = await b.state('g1');
    expect(loads).toEqual([snapshotSeq]);
    expect(snapshotSeq).toBeGreaterThan(0);
    expect(state).toEqual(full);
    expect(state.seq).toBeGreaterThan(snapshotSeq);
    expect(state.posts.byId('late-2')?.body).toBe('after the snapshot');
    expect(await w.room().state('g1')).toEqual(state);
    expect(w.errors).toEqual([]);
  });

  /** Plants a row, cold-loads in a new process, and expects a full replay that ignored it. */
  async function ignores(plant: (row: StoredSnapshot) => StoredSnapshot, extra: Partial<SnapshotOptions> = {}) {
    const w = world();
    const full = await played(w);
    const row = w.snapshots.rows.get('g1');
    if (!row) throw new Error('no snapshot written');
    w.snapshots.rows.set('g1', plant(structuredClone(row)));
    const loads = recordLoads(w);
    const failed: unknown[] = [];
    const b = w.room({ snapshots: options(w, extra), onReplayFailed: (_id, error) => failed.push(error) });
    const state = await b.state('g1');
    expect(state).toEqual(full);
    expect(loads[loads.length - 1]).toBe(0);
    expect(failed).toEqual([]);
    await settle();
  }

  /** A state that, if trusted, would differ from the log's: a seat renamed. */
  const tampered = (row: StoredSnapshot): StoredSnapshot => {
    const state = row.state as { seats: Array<{ name: string }> };
    for (const seat of state.seats) seat.name = 'Tampered';
    return row;
  };

  it('ignores a snapshot of another ruleset version', async () => {
    await ignores((row) => tampered({ ...row, rulesetVersion: '0' }));
  });

  it('ignores a snapshot of another kernel version', async () => {
    await ignores((row) => tampered({ ...row, kernelVersion: row.kernelVersion + 1 }));
  });

  it('ignores a corrupt snapshot: not a state, a seq that is not its state\'s, or beyond the log', async () => {
    await ignores((row) => ({ ...row, state: { posts: 'garbage' } }));
    await ignores((row) => ({ ...row, state: null }));
    await ignores((row) => tampered({ ...row, seq: row.seq - 1 }));
    await ignores((row) => {
      const state = row.state as { seq: number };
      state.seq = 10_000;
      return { ...row, seq: 10_000 };
    });
  });

  it('a failing snapshot store never fails a command', async () => {
    const w = world();
    const b = w.room({
      snapshots: options(w, {
        store: {
          latest: () => Promise.reject(new Error('read failed')),
          save: () => Promise.reject(new Error('write failed')),
        },
      }),
    });
    expect((await b.dispatch('g1', startCommand())).ok).toBe(true);
    expect((await b.dispatch('g1', vote('p1', 'p7'))).ok).toBe(true);
    await b.stop();
    expect(w.errors.length).toBeGreaterThan(0);
  });
});
