import { describe, expect, it } from 'vitest';
import type { MoveRequest, Rejection, RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `RulesetHooks.unwrapMove` (issue #17, the Russian contract's `undead-move { move }`): a move sent
 * under a wrapper id is checked and recorded as the move it names.
 */
const unwrapMove = (_state: unknown, _seat: unknown, request: MoveRequest): MoveRequest | Rejection | null => {
  if (request.ability !== 'wrapped') return null;
  const move = request.options?.['move'];
  if (typeof move !== 'string') return { code: 'invalid-option', params: { option: 'move' } };
  return { ability: move, targets: request.targets };
};
const rules: RulesetRuntime = { ...runtime, hooks: { ...runtime.hooks, unwrapMove } };

describe('a wrapped move (RulesetHooks.unwrapMove)', () => {
  it('is recorded as the move it wraps', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'wrapped', targets: ['c'], options: { move: 'peek' } })).toBeNull();
    expect(g.game.state.intents.map((i) => [i.actor, i.ability, i.targets, i.options])).toEqual([['b', 'peek', ['c'], undefined]]);
  });

  it('is checked as that move: a move the seat does not hold is refused, and so is a bad wrapper', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'wrapped', targets: ['c'], options: { move: 'nothing' } })).toBe('unknown-ability');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'wrapped', targets: ['c'] })).toBe('invalid-option');
    expect(g.code({ type: 'host-submit-intent', seat: 'b', ability: 'wrapped', targets: ['c'] })).toBe('invalid-option');
    expect(g.game.state.intents).toEqual([]);
  });

  it('leaves other moves alone', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.ability)).toEqual(['peek']);
  });
});
