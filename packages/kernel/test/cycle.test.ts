import { describe, expect, it } from 'vitest';
import { conditionHolds, isAfter, nextPhase, type Condition } from '../src';
import { newGame, runtime } from './fixture';

describe('the phase cycle as data', () => {
  it.each([
    ['night', { kind: 'night', number: 1 }, { kind: 'day', number: 1 }],
    ['night', { kind: 'day', number: 1 }, { kind: 'night', number: 2 }],
    ['day', { kind: 'day', number: 1 }, { kind: 'night', number: 1 }],
    ['day', { kind: 'night', number: 1 }, { kind: 'day', number: 2 }],
  ] as const)('first phase %s: after %j comes %j', (first, from, to) => {
    expect(nextPhase(from, first)).toEqual(to);
  });

  const state = newGame().game.state;
  it.each<[Condition, number, boolean]>([
    [{ parity: 'odd' }, 1, true],
    [{ parity: 'odd' }, 2, false],
    [{ parity: 'even' }, 2, true],
    [{ from: 2 }, 1, false],
    [{ until: 2 }, 2, true],
    [{ numbers: [1, 3] }, 3, true],
    [{ not: { parity: 'odd' } }, 3, false],
    [{ all: [{ from: 2 }, { parity: 'even' }] }, 4, true],
    [{ any: [{ numbers: [5] }, { parity: 'even' }] }, 5, true],
    [{ setting: 'dayLength', equals: 5000 }, 1, true],
  ])('%j on night %i holds: %s', (condition, number, expected) => {
    expect(conditionHolds(condition, { kind: 'night', number }, state, runtime)).toBe(expected);
  });

  it('starts with the phase the settings choose', () => {
    expect(newGame().game.state.clock.phase).toEqual({ kind: 'night', number: 1 });
    expect(newGame({ firstPhase: 'day' }).game.state.clock.phase).toEqual({ kind: 'day', number: 1 });
  });

  it('runs a conditional step on odd nights only', () => {
    const { game, run } = newGame();
    const steps: string[] = [];
    for (let i = 0; i < 6 && !game.state.result; i++) {
      steps.push(`${game.state.clock.phase.kind}-${game.state.clock.phase.number}:${game.state.clock.step}`);
      run({ type: 'close-step' });
      if (game.state.pending) run({ type: 'publish' });
    }
    expect(steps).toEqual(['night-1:actions', 'night-1:odd-extra', 'day-1:vote', 'night-2:actions', 'day-2:vote', 'night-3:actions']);
  });

  it('ends the game after the last phase of the cycle', () => {
    const { game, run } = newGame();
    for (let i = 0; i < 20 && !game.state.result; i++) {
      run({ type: 'close-step' });
      if (game.state.pending) run({ type: 'publish' });
    }
    expect(game.state.result?.reason).toBe('time-up');
    expect(game.state.clock.phase).toEqual({ kind: 'day', number: 3 });
  });

  it('orders phases chronologically', () => {
    expect(isAfter({ kind: 'day', number: 1 }, { kind: 'night', number: 1 }, 'night')).toBe(true);
    expect(isAfter({ kind: 'night', number: 1 }, { kind: 'day', number: 1 }, 'day')).toBe(true);
  });
});
