import { describe, expect, it } from 'vitest';
import { abilityPhases, availableCommands, usableInPhase, type HookContext, type RulesetRuntime, type SeatSetup } from '../src';
import { runtime, seats as fixtureSeats } from './fixture';
import { play } from './play';

/** Arrests at the end of whichever phase the intent was sent in (seed 003: `arrest` N/D). */
function arrestAtStepEnd(ctx: HookContext): void {
  runtime.hooks.stepEnding?.(ctx);
  const { phase } = ctx.state.clock;
  for (const intent of ctx.state.intents) {
    if (intent.ability !== 'arrest' || intent.phase.kind !== phase.kind || intent.phase.number !== phase.number) continue;
    const target = intent.targets[0];
    if (target) ctx.emit({ type: 'status-added', seat: target, status: { id: 'arrested', source: `arrest:${phase.kind}` } });
  }
}

const rules: RulesetRuntime = {
  ...runtime,
  roles: {
    ...runtime.roles,
    // Seed 003 CB-D5.6: Satou's `arrest | release` share one action per phase; `watch` stands apart.
    cop: {
      id: 'cop',
      faction: 'town',
      abilities: [
        { id: 'arrest', phase: 'any', targets: { count: 1 }, actionGroup: 'police' },
        { id: 'release', phase: 'any', targets: { count: 1 }, actionGroup: 'police' },
        { id: 'watch', phase: 'night', targets: { count: 1 } },
        { id: 'patrol', phase: 'any', steps: ['actions'], targets: { count: 0 } },
      ],
    },
  },
  hooks: { ...runtime.hooks, stepEnding: arrestAtStepEnd },
};

const seats: SeatSetup[] = fixtureSeats.map((s) => (s.id === 'd' ? { ...s, role: 'cop' } : s));

describe("abilities usable by day and by night under one id (phase: 'any')", () => {
  it('lists both phase kinds for any, one for the others', () => {
    expect(abilityPhases({ phase: 'any' })).toEqual(['day', 'night']);
    expect(abilityPhases({ phase: 'day' })).toEqual(['day']);
    expect(usableInPhase({ phase: 'any' }, 'day')).toBe(true);
    expect(usableInPhase({ phase: 'night' }, 'day')).toBe(false);
  });

  it('is offered, accepted and resolved at night and by day, under one intent key', () => {
    const g = play(rules, {}, seats);
    const offered = () => availableCommands(rules, g.game.state, 'd').flatMap((c) => (c.type === 'submit-intent' ? [c.ability] : []));
    expect(offered()).toEqual(['arrest', 'release', 'watch', 'patrol']);
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['a'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.key)).toEqual(['seat:d:arrest']);
    g.advanceTo('day');
    expect(g.seat('a').statuses).toEqual([{ id: 'arrested', source: 'arrest:night' }]);
    // By day: the night-only watch and the step-bound patrol are gone; arrest is the same ability.
    expect(offered()).toEqual(['arrest', 'release']);
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'watch', targets: ['e'] })).toBe('wrong-phase');
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'patrol', targets: [] })).toBe('wrong-step');
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['e'] })).toBeNull();
    expect(g.game.state.intents.map((i) => i.key)).toEqual(['seat:d:arrest']);
    g.advanceTo('night');
    expect(g.seat('e').statuses).toEqual([{ id: 'arrested', source: 'arrest:day' }]);
  });
});

describe('one action per phase: submitting one withdraws the other (seed 003 CB-1, CB-2)', () => {
  it('withdraws the seat’s intent of the same group, with an event and a notice only the seat reads', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['a'] });
    g.run({ type: 'submit-intent', seat: 'd', ability: 'watch', targets: ['e'] });
    const before = g.game.events.length;
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'release', targets: ['c'] })).toBeNull();
    const emitted = g.game.events.slice(before);
    expect(emitted.map((e) => e.type)).toEqual(['intent-withdrawn', 'notice-sent', 'intent-submitted']);
    expect(emitted[0]).toEqual({ type: 'intent-withdrawn', key: 'seat:d:arrest', by: 'release' });
    expect(g.game.state.intents.map((i) => i.ability)).toEqual(['watch', 'release']);
    const notice = (viewer: string) => g.view({ kind: 'seat', seat: viewer }).notices.filter((n) => n.key === 'notices.action-replaced');
    expect(notice('d').map((n) => n.params)).toEqual([{ ability: 'arrest' }]);
    for (const other of ['a', 'b', 'c', 'e']) expect(notice(other)).toEqual([]);
  });

  it('resubmitting the same ability replaces it without a notice; a refused submission withdraws nothing', () => {
    const g = play(rules, {}, seats);
    g.run({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['a'] });
    g.run({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['e'] });
    expect(g.code({ type: 'submit-intent', seat: 'd', ability: 'release', targets: ['d'] })).toBe('self-target-forbidden');
    expect(g.game.state.intents.map((i) => [i.ability, i.targets[0]])).toEqual([['arrest', 'e']]);
    expect(g.game.state.notices.some((n) => n.key === 'notices.action-replaced')).toBe(false);
  });

  it('applies to the host’s correction during review too', () => {
    const g = play(rules, { hostReview: true }, seats);
    g.run({ type: 'submit-intent', seat: 'd', ability: 'arrest', targets: ['a'] });
    g.run({ type: 'close-step' });
    expect(g.code({ type: 'host-submit-intent', seat: 'd', ability: 'release', targets: ['a'] })).toBeNull();
    expect(g.game.state.intents.filter((i) => i.actor === 'd').map((i) => i.ability)).toEqual(['release']);
  });

  describe('oneActionPerPhase puts every ability of a seat in one group', () => {
    const single: RulesetRuntime = {
      ...rules,
      oneActionPerPhase: true,
      roles: {
        ...rules.roles,
        wolf: { id: 'wolf', faction: 'wolves', abilities: [{ id: 'sniff', phase: 'night', targets: { count: 1 } }, { id: 'howl', phase: 'night', targets: { count: 0 } }] },
        seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1 } }, { id: 'avenge', phase: 'night', targets: { count: 1 }, onDeath: { kind: 'armed' } }] },
      },
    };

    it.each([
      ['two own abilities: the second withdraws the first', 'a', ['sniff', 'howl'], ['howl']],
      ['the factional kill is the faction’s, not the seat’s own action', 'a', ['bite', 'sniff'], ['bite', 'sniff']],
      ['an action on death is an extra move', 'b', ['peek', 'avenge'], ['peek', 'avenge']],
      ['an explicit group is a group of its own', 'd', ['watch', 'arrest', 'release'], ['watch', 'release']],
    ] as const)('%s', (_, seat, abilities, left) => {
      const g = play(single, {}, seats);
      for (const ability of abilities) {
        expect(g.code({ type: 'submit-intent', seat, ability, targets: ability === 'howl' ? [] : ['c'] })).toBeNull();
      }
      expect(g.game.state.intents.map((i) => i.ability)).toEqual(left);
    });
  });
});
