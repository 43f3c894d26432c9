import { describe, expect, it } from 'vitest';
import { availableCommands, evolve, type KernelEvent, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * `AbilitySpec.whileDead`: a dead seat holding the named status may still send the ability
 * (russian-extended-1 PHA-2: a Phantom killed at night possesses a player on his phantom day).
 */
const rules: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    villager: { id: 'villager', faction: 'town', abilities: [{ id: 'possess', phase: 'day', targets: { count: 1 }, whileDead: { status: 'phantom' } }] },
  },
};

function game() {
  const g = play(rules);
  g.advanceTo('day');
  const apply = (event: KernelEvent) => {
    g.game.state = evolve(g.game.state, event);
    g.game.events.push(event);
  };
  const phase = g.game.state.clock.phase;
  apply({ type: 'seat-eliminated', seat: 'c', cause: 'killed', phase, reveal: false });
  apply({ type: 'seat-eliminated', seat: 'd', cause: 'killed', phase, reveal: false });
  apply({ type: 'status-added', seat: 'c', status: { id: 'phantom', source: 'test' } });
  return { g, apply, phase };
}

const offered = (g: ReturnType<typeof game>['g'], seat: string) => availableCommands(rules, g.game.state, seat).flatMap((c) => (c.type === 'submit-intent' ? [c.ability] : []));

describe('an ability a dead seat keeps with a status (whileDead)', () => {
  it('is accepted from the dead seat holding the status, and offered to it', () => {
    const { g } = game();
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'possess', targets: ['b'] })).toBeNull();
    expect(g.game.state.intents.map((i) => [i.actor, i.ability])).toEqual([['c', 'possess']]);
    expect(offered(g, 'c')).toEqual(['possess']);
  });

  it('is refused as dead without the status, or once the seat is removed', () => {
    const { g, apply, phase } = game();
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'possess', targets: ['b'] })).toBe('actor-not-alive');
    expect(offered(g, 'd')).toEqual([]);
    apply({ type: 'status-removed', seat: 'c', status: 'phantom' });
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'possess', targets: ['b'] })).toBe('actor-not-alive');
    apply({ type: 'status-added', seat: 'c', status: { id: 'phantom', source: 'test' } });
    apply({ type: 'seat-removed', seat: 'c', cause: 'modkill', phase });
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'possess', targets: ['b'] })).toBe('actor-not-alive');
  });

  it('keeps its phase: the dead seat cannot send it at night', () => {
    const { g } = game();
    g.advanceTo('night');
    expect(g.code({ type: 'submit-intent', seat: 'c', ability: 'possess', targets: ['b'] })).not.toBeNull();
  });
});
