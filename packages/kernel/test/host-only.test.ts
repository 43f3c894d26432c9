import { describe, expect, it } from 'vitest';
import { availableCommands, type RulesetRuntime } from '../src';
import { runtime, seats } from './fixture';
import { play } from './play';

// The villager role gains a host-only move (russian-extended's conduct sanction stands behind it).
const withHostOnly: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    villager: { id: 'villager', faction: 'town', abilities: [{ id: 'sanction', phase: 'day', targets: { count: 0 }, hostOnly: true }] },
  },
};

function game() {
  const { game: g, run } = play(withHostOnly, { firstPhase: 'day' });
  return { g, run };
}

describe('host-only abilities (AbilitySpec.hostOnly)', () => {
  const villager = () => seats.find((s) => s.role === 'villager')?.id ?? '';

  it('are never offered to the seat', () => {
    const { g } = game();
    expect(availableCommands(withHostOnly, g.state, villager()).some((a) => a.type === 'submit-intent' && a.ability === 'sanction')).toBe(false);
  });

  it('are refused from the seat (host-only) and recorded when the host sends them for it', () => {
    const { g, run } = game();
    expect(run({ type: 'submit-intent', seat: villager(), ability: 'sanction', targets: [] })).toMatchObject({ ok: false, rejection: { code: 'host-only' } });
    expect(g.state.intents).toEqual([]);
    expect(run({ type: 'host-submit-intent', seat: villager(), ability: 'sanction', targets: [] }).ok).toBe(true);
    expect(g.state.intents).toEqual([expect.objectContaining({ actor: villager(), ability: 'sanction', byHost: true })]);
  });
});
