import { describe, expect, it } from 'vitest';
import { viewFor, type GameState, type Notice, type Post } from '../src';
import { newGame, runtime } from './fixture';

// viewFor reuses a viewer's projection of a state part (seats, notices, posts, ...) while the part
// and the viewer's own seat are the same objects (view-memo.ts). These tests pin both halves: the
// reuse happens, and a change to the viewer alone (death, faction) is never served stale.
describe('viewFor reuses unchanged parts per viewer, never stale ones', () => {
  const started = () => {
    const { game } = newGame();
    return game.state;
  };
  const withSeat = (state: GameState, id: string, change: Partial<GameState['seats'][number]>): GameState => ({
    ...state,
    seats: state.seats.map((seat) => (seat.id === id ? { ...seat, ...change } : seat)),
  });

  it('two views of the same parts share the projections', () => {
    const state = started();
    const first = viewFor(runtime, state, { kind: 'seat', seat: 'd' });
    const later = viewFor(runtime, { ...state, seq: state.seq + 1 }, { kind: 'seat', seat: 'd' });
    expect(later.seats).toBe(first.seats);
    expect(later.notices).toBe(first.notices);
    expect(later.seq).toBe(state.seq + 1);
  });

  it('a notice to the dead reaches a viewer who died, although the notices themselves did not change', () => {
    const base = started();
    const toTheDead: Notice = { id: 9_001, phase: base.clock.phase, audience: { to: 'dead' }, key: 'notices.test', params: {} };
    const state: GameState = { ...base, notices: [...base.notices, toTheDead] };
    expect(viewFor(runtime, state, { kind: 'seat', seat: 'd' }).notices).not.toContainEqual(toTheDead);
    const dead = withSeat(state, 'd', { alive: false });
    expect(dead.notices).toBe(state.notices);
    expect(viewFor(runtime, dead, { kind: 'seat', seat: 'd' }).notices).toContainEqual(toTheDead);
  });

  it("the dead chat opens to a viewer who died, and a seat's own view follows its new faction", () => {
    const base = started();
    const post: Post = { id: 'd1', seat: 'a', channel: 'dead', body: 'boo', at: 0, phase: base.clock.phase, flags: [] };
    const state: GameState = { ...base, posts: base.posts.append(post) };
    expect(viewFor(runtime, state, { kind: 'seat', seat: 'd' }).posts.map((p) => p.id)).not.toContain('d1');
    expect(viewFor(runtime, withSeat(state, 'd', { alive: false }), { kind: 'seat', seat: 'd' }).posts.map((p) => p.id)).toContain('d1');
    const wolf = state.seats.find((s) => s.id === 'a');
    const recruited = withSeat(state, 'd', { faction: wolf?.faction ?? 'wolves' });
    expect(viewFor(runtime, state, { kind: 'seat', seat: 'd' }).seats.find((s) => s.id === 'a')?.role).toBeUndefined();
    expect(viewFor(runtime, recruited, { kind: 'seat', seat: 'd' }).seats.find((s) => s.id === 'a')?.role).toBe(wolf?.role);
  });

  it('projections are per viewer: a seat never gets the host projection of the same parts', () => {
    const state = started();
    const host = viewFor(runtime, state, { kind: 'host' });
    const player = viewFor(runtime, state, { kind: 'seat', seat: 'd' });
    expect(host.seats.find((s) => s.id === 'a')?.role).toBeDefined();
    expect(player.seats.find((s) => s.id === 'a')?.role).toBeUndefined();
    expect(player.seats).not.toBe(host.seats);
  });
});
