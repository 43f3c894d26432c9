/**
 * Issue #13: one game whose log no longer replays must not stop the others. The room reports it
 * (`onReplayFailed`) and the deadline scheduler goes on with the other due games.
 */
import { describe, expect, it } from 'vitest';
import { DeadlineScheduler } from '../src';
import { DAY, startCommand, world } from './fixture';

describe('a game whose log no longer replays', () => {
  it('is reported by the room, and the scheduler still fires the other games', async () => {
    const w = world();
    const first = w.room();
    await first.dispatch('bad', startCommand());
    await first.dispatch('good', startCommand());
    const seq = (await first.state('bad')).seq;
    // Damaged data: an event naming a seat the game does not have.
    await w.events.append('bad', seq, [{ type: 'player-replaced', payload: { type: 'player-replaced', seat: 'nobody', name: 'x' }, at: 0 }]);

    const failed: Array<{ gameId: string; error: string }> = [];
    const rooms = w.room({ onReplayFailed: (gameId, error) => failed.push({ gameId, error: (error as Error).message }) });
    await expect(rooms.state('bad')).rejects.toThrow(/unknown seat nobody/);
    expect(failed).toEqual([{ gameId: 'bad', error: 'event names unknown seat nobody' }]);

    const gameErrors: string[] = [];
    const scheduler = new DeadlineScheduler({
      rooms,
      deadlines: w.deadlines,
      leases: w.leases,
      clock: w.clock,
      holder: 'me',
      leaseTtlMs: 30_000,
      onGameError: (gameId) => gameErrors.push(gameId),
    });
    w.clock.advance(DAY);
    const fired = await scheduler.runOnce();
    expect(fired.find((f) => f.gameId === 'good')).toMatchObject({ accepted: true });
    expect(fired.find((f) => f.gameId === 'bad')).toMatchObject({ accepted: false, failed: true });
    expect(gameErrors).toEqual(['bad']);
    expect((await w.events.load('good')).some((e) => e.type === 'step-ended')).toBe(true);
  });
});
