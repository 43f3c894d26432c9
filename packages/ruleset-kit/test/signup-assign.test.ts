import { decide, emptyState, evolve, viewFor } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkView, defineRuleset, type AssignInput, type RulesetDefinition } from '../src';

const base: RulesetDefinition = {
  id: 'kit-test',
  settings: z.object({}),
  players: { min: 2, max: 10 },
  factions: [
    { id: 'town', knowsMembers: false, chat: false },
    { id: 'mafia', knowsMembers: true, chat: true },
  ],
  roles: [
    { id: 'villager', faction: 'town', abilities: [] },
    { id: 'goon', faction: 'mafia', abilities: [] },
  ],
  cycle: { first: 'day', day: { steps: [{ id: 'talk' }] }, night: { steps: [{ id: 'sleep' }] } },
  setups: [{ id: 'three', seats: [{ role: 'goon' }, { role: 'villager' }, { role: 'villager' }] }],
  locales: { en: {} },
};

describe('a ruleset declares its own sign-up options and deal', () => {
  const ruleset = defineRuleset({
    ...base,
    signup: z.object({ watch: z.boolean().default(false) }),
    // Everyone who asked to watch gets no seat; the rest are villagers.
    assign: ({ players }: AssignInput) => ({
      ok: true,
      seats: players
        .filter((p) => p.options['watch'] !== true)
        .map((p) => ({ id: p.id, name: p.name, role: 'villager', faction: 'town', modifiers: [], attributes: {} })),
      unmet: [],
      spectators: players.filter((p) => p.options['watch'] === true).map((p) => p.id),
    }),
  });

  it('keeps the sign-up schema on the definition, where the lobby validates with it', () => {
    expect(ruleset.definition.signup?.safeParse({ watch: 'yes' }).success).toBe(false);
    expect(ruleset.definition.signup?.parse({})).toEqual({ watch: false });
  });

  it('the deal hook turns sign-ups into seats and spectators', () => {
    const outcome = ruleset.definition.assign?.({
      setup: base.setups[0]!,
      players: [
        { id: 's1', name: 'Ann', options: { watch: false } },
        { id: 's2', name: 'Bob', options: { watch: true } },
      ],
      settings: {},
      seed: 'x',
    }, ruleset);
    expect(outcome).toMatchObject({ ok: true, seats: [{ id: 's1' }], spectators: ['s2'] });
  });

  it('a ruleset without them has neither, and signs up exactly its setup by default', () => {
    const plain = defineRuleset(base);
    expect(plain.definition.signup).toBeUndefined();
    expect(plain.definition.assign).toBeUndefined();
    expect(plain.definition.signupCount ?? 'setup').toBe('setup');
    expect(defineRuleset({ ...base, signupCount: 'ruleset' }).definition.signupCount).toBe('ruleset');
  });
});

describe('checkView judges a view that came from elsewhere', () => {
  const ruleset = defineRuleset(base);
  const decision = decide(
    ruleset.runtime,
    emptyState(),
    {
      type: 'start-game',
      ruleset: 'kit-test',
      settings: {},
      seed: 'x',
      seats: [
        { id: 's1', name: 'Ann', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} },
        { id: 's2', name: 'Bob', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
      ],
    },
    0,
  );
  if (!decision.ok) throw new Error('start refused');
  const state = decision.events.reduce(evolve, emptyState());

  it('passes the honest view and flags one that shows a hidden role', () => {
    const viewer = { kind: 'seat', seat: 's2' } as const;
    const honest = viewFor(ruleset.runtime, state, viewer);
    expect(checkView(ruleset, state, viewer, 'honest', honest)).toEqual([]);
    const leaking = { ...honest, seats: honest.seats.map((s) => (s.id === 's1' ? { ...s, role: 'goon', faction: 'mafia' } : s)) };
    expect(checkView(ruleset, state, viewer, 'leaking', leaking).map((f) => f.detail)).toEqual(['leaking: sees the hidden role of s1']);
  });
});
