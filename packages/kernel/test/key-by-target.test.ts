import { describe, expect, it } from 'vitest';
import { availableCommands, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `AbilitySpec.keyByTarget`: one intent per first target (russian-extended-1 PIM-3, PIM-15: the
 * Pimp's orders, one for each of his slaves); the same first target again replaces its intent.
 */
const rules: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'order', phase: 'night', targets: { count: 1 }, keyByTarget: true }] },
  },
};

const orders = (g: ReturnType<typeof play>) => g.game.state.intents.filter((i) => i.ability === 'order').map((i) => [i.key, i.targets[0]]);

describe('an ability keyed by its first target (keyByTarget)', () => {
  it('keeps one intent per first target and replaces the one naming the same target', () => {
    const g = play(rules);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['d'] })).toBeNull();
    expect(orders(g)).toEqual([['seat:b:order:c', 'c'], ['seat:b:order:d', 'd']]);
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'], options: {} })).toBeNull();
    expect(orders(g)).toEqual([['seat:b:order:d', 'd'], ['seat:b:order:c', 'c']]);
    const offered = availableCommands(rules, g.game.state, 'b').find((c) => c.type === 'submit-intent' && c.ability === 'order');
    expect(offered).toMatchObject({ current: { targets: ['c'] } });
  });

  it('leaves other abilities one intent each', () => {
    const g = play(runtime);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['c'] })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['d'] })).toBeNull();
    expect(g.game.state.intents.filter((i) => i.ability === 'peek').map((i) => i.targets[0])).toEqual(['d']);
  });
});

/** `AbilitySpec.keyByMove`: with `keyByTarget`, one intent per first target and ordered ability. */
describe('an ability keyed by its first target and its move option (keyByMove)', () => {
  const byMove: RulesetRuntime = {
    ...runtime,
    roles: {
      ...runtime.roles,
      seer: { id: 'seer', faction: 'town', abilities: [{ id: 'order', phase: 'night', targets: { count: 1 }, keyByTarget: true, keyByMove: 'move' }] },
    },
  };
  const move = (ability: string, target: string) => ({ move: { ability, targets: [target] } });
  const keyed = (g: ReturnType<typeof play>) => g.game.state.intents.filter((i) => i.ability === 'order').map((i) => i.key);

  it('keeps two orders to one target for two abilities and replaces an order of the same ability', () => {
    const g = play(byMove);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'], options: move('compromise', 'd') })).toBeNull();
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'], options: move('secret-vote', 'd') })).toBeNull();
    expect(keyed(g)).toEqual(['seat:b:order:c:compromise', 'seat:b:order:c:secret-vote']);
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'], options: move('compromise', 'a') })).toBeNull();
    expect(keyed(g)).toEqual(['seat:b:order:c:secret-vote', 'seat:b:order:c:compromise']);
    expect(g.game.state.intents.find((i) => i.key === 'seat:b:order:c:compromise')?.options).toEqual(move('compromise', 'a'));
  });

  it('without a move object the key is the first target’s alone', () => {
    const g = play(byMove);
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'b', ability: 'order', targets: ['c'] })).toBeNull();
    expect(keyed(g)).toEqual(['seat:b:order:c']);
  });
});
