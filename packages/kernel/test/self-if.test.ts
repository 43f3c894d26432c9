import { describe, expect, it } from 'vitest';
import { availableCommands, type GameState, type RulesetRuntime } from '../src';
import { runtime, seats } from './fixture';
import { play } from './play';

// The seer may peek at himself only while the ledger says so (russian-extended FX.2 stands behind
// `selfIf`: the Faceless holding a killer role may shoot himself).
const withSelfIf: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1, selfIf: { provider: 'mirror' } } }] },
  },
  hooks: { ...runtime.hooks, selfTargets: { mirror: (state) => (state.ledger['mirror'] ?? 0) > 0 } },
};

function game() {
  const { game: g, run } = play(withSelfIf, {});
  return { g, run };
}

describe('TargetSpec.selfIf', () => {
  const seer = seats.find((s) => s.role === 'seer')?.id ?? '';
  const offered = (state: GameState) => availableCommands(withSelfIf, state, seer).find((a) => a.type === 'submit-intent' && a.ability === 'peek');

  it('keeps self forbidden while the provider says no: not offered, refused self-target-forbidden', () => {
    const { g, run } = game();
    expect(offered(g.state)).toMatchObject({ targets: { choices: expect.not.arrayContaining([seer]) } });
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [seer] })).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
  });

  it('lets the seat name itself when the provider says yes, in the menu and in the command', () => {
    const { g, run } = game();
    const mirrored: GameState = { ...g.state, ledger: { ...g.state.ledger, mirror: 1 } };
    expect(offered(mirrored)).toMatchObject({ targets: { choices: expect.arrayContaining([seer]) } });
    g.state = mirrored;
    expect(run({ type: 'submit-intent', seat: seer, ability: 'peek', targets: [seer] }).ok).toBe(true);
  });
});
