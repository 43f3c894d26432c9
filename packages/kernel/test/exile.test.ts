import { describe, expect, it } from 'vitest';
import { viewFor } from '../src';
import { newGame, runtime } from './fixture';

// Seed 002: "The Moderators reserve the right to exile any player for any reason", and "the only
// events that are announced publicly are deaths, poisonings, and being cured from poison".
describe('the host exiles a seat', () => {
  it('takes the seat out of the game without a death, telling only the host and the seat', () => {
    const { game, run } = newGame();
    expect(run({ type: 'exile', seat: 'd' }).ok).toBe(true);
    expect(game.state.seats.find((s) => s.id === 'd')).toMatchObject({ alive: true, removed: true, eliminationCause: 'exiled:host' });
    const keysOf = (viewer: Parameters<typeof viewFor>[2]) => viewFor(runtime, game.state, viewer).notices.map((n) => n.key);
    expect(keysOf({ kind: 'seat', seat: 'd' })).toContain('notices.you-are-exiled');
    expect(keysOf({ kind: 'host' })).toContain('notices.exiled');
    expect(keysOf({ kind: 'seat', seat: 'b' })).not.toContain('notices.exiled');
    expect(keysOf({ kind: 'spectator' })).toEqual([]);
  });

  it('shows the seat to others as out of the roster without the cause; the host and the seat see the exile', () => {
    const { game, run } = newGame();
    run({ type: 'exile', seat: 'd' });
    const seen = (viewer: Parameters<typeof viewFor>[2]) => viewFor(runtime, game.state, viewer).seats.find((s) => s.id === 'd');
    const other = seen({ kind: 'seat', seat: 'b' });
    expect(other).toMatchObject({ alive: false, removed: false });
    expect(other?.eliminationCause).toBeUndefined();
    expect(seen({ kind: 'spectator' })?.eliminationCause).toBeUndefined();
    expect(seen({ kind: 'host' })).toMatchObject({ removed: true, eliminationCause: 'exiled:host' });
    expect(seen({ kind: 'seat', seat: 'd' })).toMatchObject({ removed: true, eliminationCause: 'exiled:host' });
  });

  it('the exiled seat no longer acts or posts; a dead, exiled or unknown seat is refused', () => {
    const { run } = newGame();
    run({ type: 'exile', seat: 'b' });
    expect(run({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toMatchObject({ ok: false, rejection: { code: 'actor-not-alive' } });
    expect(run({ type: 'post', seat: 'b', channel: 'thread', body: 'hi', id: 'p1' })).toMatchObject({ ok: false, rejection: { code: 'author-not-alive' } });
    expect(run({ type: 'exile', seat: 'b' })).toMatchObject({ ok: false, rejection: { code: 'target-not-alive' } });
    run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(run({ type: 'exile', seat: 'c' })).toMatchObject({ ok: false, rejection: { code: 'target-not-alive' } });
    expect(run({ type: 'exile', seat: 'zz' })).toMatchObject({ ok: false, rejection: { code: 'unknown-seat' } });
  });
});
