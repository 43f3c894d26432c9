import { describe, expect, it } from 'vitest';
import { isBoundedDeadline, isBoundedDuration, MAX_DURATION_MS } from '../src';
import { newGame } from './fixture';

describe('durations and deadlines are bounded (issue #13)', () => {
  it('accepts whole ms from 0 to 30 days and nothing else', () => {
    expect(MAX_DURATION_MS).toBe(30 * 24 * 3_600_000);
    for (const ok of [0, 1, 48 * 3_600_000, MAX_DURATION_MS]) expect(isBoundedDuration(ok)).toBe(true);
    for (const bad of [-1, 1.5, MAX_DURATION_MS + 1, 2 ** 53 - 1, Number.NaN, Number.POSITIVE_INFINITY, '1000', null]) {
      expect(isBoundedDuration(bad)).toBe(false);
    }
    expect(isBoundedDeadline(1_000 + MAX_DURATION_MS, 1_000)).toBe(true);
    expect(isBoundedDeadline(1_001 + MAX_DURATION_MS, 1_000)).toBe(false);
    expect(isBoundedDeadline(-1, 1_000)).toBe(false);
  });

  it('refuses set-deadline beyond 30 days from now and changes nothing', () => {
    const { game, run } = newGame();
    game.now = 1_700_000_000_000;
    const before = JSON.stringify(game.state);
    for (const deadline of [9e15, 2 ** 53 - 1, game.now + MAX_DURATION_MS + 1, -5]) {
      expect(run({ type: 'set-deadline', deadline })).toEqual({ ok: false, rejection: { code: 'deadline-out-of-range', params: { maxDays: 30 } } });
    }
    expect(JSON.stringify(game.state)).toBe(before);
    expect(run({ type: 'set-deadline', deadline: game.now + MAX_DURATION_MS })).toMatchObject({ ok: true });
    expect(game.state.clock.deadline).toBe(game.now + MAX_DURATION_MS);
    expect(run({ type: 'set-deadline', deadline: null })).toMatchObject({ ok: true });
  });
});
