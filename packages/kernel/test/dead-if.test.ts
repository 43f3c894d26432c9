import { describe, expect, it } from 'vitest';
import { availableCommands, type GameState, type RulesetRuntime } from '../src';
import { runtime, seats } from './fixture';
import { play } from './play';

// The seer may peek at a dead seat only while it carries the status `haunting` (russian-extended
// necromancer r.3 stands behind `deadIf`: killers may shoot an undead).
const withDeadIf: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1, deadIf: { provider: 'haunting' } } }] },
  },
  hooks: { ...runtime.hooks, deadTargets: { haunting: (state, _seat, target) => state.seats.some((s) => s.id === target && s.statuses.some((x) => x.id === 'haunting')) } },
};

const seer = seats.find((s) => s.role === 'seer')?.id ?? '';
const other = seats.find((s) => s.id !== seer)?.id ?? '';

/** The game with `other` dead, haunting or not. */
function game(haunting: boolean) {
  const { game: g, run } = play(withDeadIf, {});
  g.state = {
    ...g.state,
    seats: g.state.seats.map((s) => (s.id === other ? { ...s, alive: false, statuses: haunting ? [{ id: 'haunting', source: 'test' }] : [] } : s)),
  };
  return { g, run };
}

describe('TargetSpec.deadIf', () => {
  const offered = (state: GameState) => availableCommands(withDeadIf, state, seer).find((a) => a.type === 'submit-intent' && a.ability === 'peek');

  it('keeps a dead seat the provider says no to out of the menu, and refuses it target-not-alive', () => {
    const { g, run } = game(false);
    expect(offered(g.state)).toMatchObject({ targets: { choices: expect.not.arrayContaining([other]) } });
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [other] })).toMatchObject({ ok: false, rejection: { code: 'target-not-alive' } });
  });

  it('offers and accepts a dead seat the provider says yes to', () => {
    const { g, run } = game(true);
    expect(offered(g.state)).toMatchObject({ targets: { choices: expect.arrayContaining([other]) } });
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [other] }).ok).toBe(true);
  });
});
