import { describe, expect, it } from 'vitest';
import { availableCommands, type RulesetRuntime } from '../src';
import { runtime, seats } from './fixture';
import { play } from './play';

// Issue #20, kit capabilities: "no way exists to narrow an ability's legal targets (the witch's menu
// offers 8 players when 1 is legal)". Here the seer may peek only at the seats of the wolves' team.
const withLegalIf: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1, legalIf: { provider: 'wolves-only' } } }] },
  },
  hooks: { ...runtime.hooks, legalTargets: { 'wolves-only': (state, _seat, target) => state.seats.some((s) => s.id === target && s.faction === 'wolves') } },
};

const seer = seats.find((s) => s.role === 'seer')?.id ?? '';
const wolves = seats.filter((s) => s.faction === 'wolves').map((s) => s.id);
const townie = seats.find((s) => s.faction === 'town' && s.id !== seer)?.id ?? '';

describe('TargetSpec.legalIf', () => {
  it('offers only the seats the provider says yes to, and refuses another one invalid-target', () => {
    const { game, run, advanceTo } = play(withLegalIf);
    advanceTo('night');
    const peek = availableCommands(withLegalIf, game.state, seer).find((a) => a.type === 'submit-intent' && a.ability === 'peek');
    expect(peek).toMatchObject({ targets: { choices: wolves } });
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [townie] })).toMatchObject({ ok: false, rejection: { code: 'invalid-target', params: { target: townie } } });
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [wolves[0] as string] }).ok).toBe(true);
  });

  it('names an unknown provider when it is asked', () => {
    const broken: RulesetRuntime = { ...withLegalIf, hooks: { ...runtime.hooks } };
    const { game, advanceTo } = play(broken);
    advanceTo('night');
    expect(() => availableCommands(broken, game.state, seer)).toThrow(/unknown legalIf provider wolves-only/);
  });
});
