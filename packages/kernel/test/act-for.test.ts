import { describe, expect, it } from 'vitest';
import type { MoveRequest, Rejection, RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `MoveRequest.actFor` (russian-extended SV-6: a servant sends moves for his absent master): the
 * ruleset's `unwrapMove` names the seat a move is sent for; it is checked and recorded as his, with
 * the sender kept as `sentBy`. Here Cat relays moves for Bob (the seer).
 */
const unwrapMove = (_state: unknown, _seat: unknown, request: MoveRequest): MoveRequest | Rejection | null => {
  if (request.ability !== 'relay') return null;
  const move = request.options?.['move'];
  if (typeof move !== 'string') return { code: 'invalid-option', params: { option: 'move' } };
  return { ability: move, targets: request.targets.slice(1), actFor: request.targets[0] as string };
};
const rules: RulesetRuntime = { ...runtime, hooks: { ...runtime.hooks, unwrapMove } };

describe('a move sent on another seat\'s behalf (MoveRequest.actFor)', () => {
  it('is recorded as his intent, sent by the sender; both see it, nobody else does', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'relay', targets: ['b', 'd'], options: { move: 'peek' } })).toBeNull();
    expect(g.game.state.intents.map((i) => [i.actor, i.ability, i.targets, i.sentBy])).toEqual([['b', 'peek', ['d'], 'c']]);
    expect(g.view({ kind: 'seat', seat: 'b' }).intents).toHaveLength(1);
    expect(g.view({ kind: 'seat', seat: 'c' }).intents).toHaveLength(1);
    expect(g.view({ kind: 'seat', seat: 'd' }).intents).toHaveLength(0);
  });

  it('is checked as his: a move he does not hold, or a seat that does not exist, is refused', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'relay', targets: ['c', 'd'], options: { move: 'peek' } })).toBe('unknown-ability');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'relay', targets: ['zz', 'd'], options: { move: 'peek' } })).toBe('unknown-seat');
    expect(g.game.state.intents).toEqual([]);
  });

  it('gives way to his own move of that ability (the same intent key)', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'relay', targets: ['b', 'd'], options: { move: 'peek' } })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBeNull();
    expect(g.game.state.intents.map((i) => [i.actor, i.targets, i.sentBy])).toEqual([['b', ['a'], undefined]]);
  });
});
