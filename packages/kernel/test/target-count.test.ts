import { describe, expect, it } from 'vitest';
import { availableCommands, type RulesetRuntime } from '../src';
import { runtime } from './fixture';
import { play } from './play';

// Issue #16: a client draws one target menu per target offered, so an ability whose number of
// targets depends on the table (seed 002's Mafia kill: ceil(living / 20)) is offered exactly that.
const counted: RulesetRuntime = {
  ...runtime,
  factions: {
    ...runtime.factions,
    wolves: {
      id: 'wolves',
      knowsMembers: true,
      chat: true,
      abilities: [{ id: 'bite', phase: 'night', steps: ['actions'], factional: true, targets: { count: 20, min: 1, counted: { provider: 'half-living' } } }],
    },
  },
  hooks: { ...runtime.hooks, targetCounts: { 'half-living': (state) => Math.ceil(state.seats.filter((s) => s.alive && !s.removed).length / 2) } },
};

const bite = (rules: RulesetRuntime, state: Parameters<typeof availableCommands>[1]) =>
  availableCommands(rules, state, 'a').find((c) => c.type === 'submit-intent' && c.ability === 'bite');

describe('a counted target number', () => {
  it('offers exactly the provider\'s number as count and min, following the table', () => {
    const g = play(counted, { firstPhase: 'night' });
    const living = g.game.state.seats.filter((s) => s.alive).length;
    expect(bite(counted, g.game.state)).toMatchObject({ targets: { count: Math.ceil(living / 2), min: Math.ceil(living / 2) } });
    g.run({ type: 'exile', seat: 'c' });
    expect(bite(counted, g.game.state)).toMatchObject({ targets: { count: Math.ceil((living - 1) / 2), min: Math.ceil((living - 1) / 2) } });
  });

  it('without a provider, offers the ability\'s own count and min', () => {
    const g = play(runtime, { firstPhase: 'night' });
    expect(bite(runtime, g.game.state)).toMatchObject({ targets: { count: 1, min: 1 } });
  });

  it('an unknown provider is a bug', () => {
    const broken: RulesetRuntime = { ...counted, hooks: { ...runtime.hooks } };
    const g = play(counted, { firstPhase: 'night' });
    expect(() => bite(broken, g.game.state)).toThrow(/unknown target count provider/);
  });
});
