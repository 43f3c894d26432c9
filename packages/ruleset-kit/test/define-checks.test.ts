import type { AbilityDefinition, RulesetDefinition } from '../src';
import { defineRuleset, RulesetDefinitionError } from '../src';
import { tinyDefinition } from '../src/testing';
import type { JsonObject, StepSpec } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';

/** The problems `defineRuleset` reports for a definition (none: it defines cleanly). */
function problemsOf(definition: RulesetDefinition<JsonObject>): string[] {
  try {
    defineRuleset(definition);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(RulesetDefinitionError);
    const [head, ...problems] = (error as Error).message.split('\n  - ');
    expect(head).toBe(`ruleset "${definition.id}" is invalid:`);
    return problems;
  }
}

const base = tinyDefinition();
const withCycle = (day: StepSpec[], night: StepSpec[], extra: Partial<RulesetDefinition<JsonObject>> = {}) =>
  tinyDefinition({ cycle: { ...base.cycle, day: { steps: day }, night: { steps: night } }, ...extra });
const withAbility = (ability: AbilityDefinition, extra: Partial<RulesetDefinition<JsonObject>> = {}) =>
  tinyDefinition({ roles: [...base.roles, { id: 'cop', faction: 'town', abilities: [ability] }], ...extra });
const dayAbility = (targets: AbilityDefinition['targets']): AbilityDefinition => ({ id: 'arrest', phase: 'day', targets });

describe('unknown names in conditions and targets', () => {
  it('refuses a predicate that is not registered, naming the registered ones', () => {
    const definition = withCycle([{ id: 'vote' }, { id: 'runoff', when: { predicate: 'tied' } }], [{ id: 'act' }], {
      hooks: { ...base.hooks, conditions: { 'lynch-tied': () => true } },
    });
    expect(problemsOf(definition)).toEqual([
      'day step "runoff": condition names unknown predicate "tied"; register it in hooks.conditions or use one of the registered predicates ("lynch-tied")',
    ]);
  });

  it('finds a predicate nested in an ability condition and in the wills', () => {
    const definition = withAbility(
      { ...dayAbility({ count: 1 }), when: { all: [{ from: 2 }, { not: { predicate: 'mayor-alive' } }] } },
      { wills: { maxLength: 100, when: { any: [{ predicate: 'wills-on' }] } } },
    );
    expect(problemsOf(definition)).toEqual([
      'role "cop": ability "arrest": condition names unknown predicate "mayor-alive"; register it in hooks.conditions or use one of the registered predicates (none)',
      'wills: condition names unknown predicate "wills-on"; register it in hooks.conditions or use one of the registered predicates (none)',
    ]);
  });

  it('refuses a condition or a duration naming a setting the schema lacks', () => {
    const definition = withCycle([{ id: 'vote', duration: 'dayLength' }], [{ id: 'act', when: { setting: 'nights', equals: true } }]);
    expect(problemsOf(definition)).toEqual([
      'night step "act": condition reads unknown setting "nights"; add it to the settings schema or use one of its keys ("hostReview")',
      'day step "vote": duration names unknown setting "dayLength"; add it to the settings schema or use one of its keys ("hostReview")',
    ]);
  });

  it('refuses unknown choice and count providers', () => {
    const definition = withAbility(dayAbility({ count: 1, of: 'choice', choices: { provider: 'families' } }), {
      factions: [{ id: 'town', knowsMembers: false, chat: false }, { id: 'mafia', knowsMembers: true, chat: true, abilities: [{ id: 'hit', phase: 'day', targets: { count: 2, min: 1, counted: { provider: 'kills' } } }] }],
    });
    expect(problemsOf(definition)).toEqual([
      'role "cop": ability "arrest": targets.choices names unknown provider "families"; register it in hooks.choices (registered: none)',
      'faction "mafia": ability "hit": targets.counted names unknown provider "kills"; register it in hooks.targetCounts (registered: none)',
    ]);
  });

  it('refuses an unknown selfIf provider, and selfIf where self is not forbidden', () => {
    expect(problemsOf(withAbility(dayAbility({ count: 1, selfIf: { provider: 'mirror' } })))).toEqual([
      'role "cop": ability "arrest": targets.selfIf names unknown provider "mirror"; register it in hooks.selfTargets (registered: none)',
    ]);
    expect(problemsOf(withAbility(dayAbility({ count: 1, self: 'allowed', selfIf: { provider: 'mirror' } }), { hooks: { selfTargets: { mirror: () => true } } }))).toEqual([
      'role "cop": ability "arrest": targets.selfIf is read only with self: \'forbidden\'; remove it or forbid self',
    ]);
  });

  it('refuses an unknown deadIf provider, and deadIf beside dead: true', () => {
    expect(problemsOf(withAbility(dayAbility({ count: 1, deadIf: { provider: 'ghosts' } })))).toEqual([
      'role "cop": ability "arrest": targets.deadIf names unknown provider "ghosts"; register it in hooks.deadTargets (registered: none)',
    ]);
    expect(problemsOf(withAbility(dayAbility({ count: 1, dead: true, deadIf: { provider: 'ghosts' } }), { hooks: { deadTargets: { ghosts: () => true } } }))).toEqual([
      'role "cop": ability "arrest": targets.deadIf is read only without dead: true; remove one of them',
    ]);
  });

  it('refuses an unknown legalIf provider (the narrowing of legal targets, issue #20)', () => {
    expect(problemsOf(withAbility(dayAbility({ count: 1, legalIf: { provider: 'suspects' } })))).toEqual([
      'role "cop": ability "arrest": targets.legalIf names unknown provider "suspects"; register it in hooks.legalTargets (registered: none)',
    ]);
    expect(problemsOf(withAbility(dayAbility({ count: 1, legalIf: { provider: 'suspects' } }), { hooks: { legalTargets: { suspects: () => true } } }))).toEqual([]);
  });
});

describe('the night must resolve', () => {
  it('refuses a resolution step whose condition is false on every night', () => {
    const definition = withCycle([{ id: 'vote' }], [{ id: 'act', when: { all: [{ parity: 'odd' }, { parity: 'even' }] } }, { id: 'dusk' }]);
    expect(problemsOf(definition)).toEqual([
      'night.resolveAt step "act" can never run: its condition is false on every night, so no night would ever resolve; remove the condition or resolve at another night step ("act", "dusk")',
    ]);
  });

  it('refuses a resolution step the game ends before', () => {
    const definition = tinyDefinition({ cycle: { ...base.cycle, first: 'day', last: { kind: 'day', number: 2 }, night: { steps: [{ id: 'act', when: { from: 3 } }] } } });
    expect(problemsOf(definition)[0]).toMatch(/^night.resolveAt step "act" can never run/);
  });

  it('refuses night actions accepted on a night whose resolution is skipped', () => {
    // The medic, the sheriff and the mafia act every night, but the night resolves only on odd ones.
    const definition = withCycle([{ id: 'vote' }], [{ id: 'talk' }, { id: 'act', when: { parity: 'odd' } }]);
    const tail = 'when the resolution step "act" is skipped, so its action would never resolve; give the ability a condition that excludes those nights (when) or let the resolution step run then';
    expect(problemsOf(definition)).toEqual([
      `role "medic": ability "protect" can be used on night 2, ${tail}`,
      `role "sheriff": ability "investigate" can be used on night 2, ${tail}`,
      `faction "mafia": ability "factional-kill" can be used on night 2, ${tail}`,
    ]);
  });

  it('accepts the same night when every night action is limited to the nights that resolve, or the resolution depends on the game', () => {
    const odd = { parity: 'odd' as const };
    const limited = withCycle([{ id: 'vote' }], [{ id: 'talk' }, { id: 'act', when: odd }], {
      roles: base.roles.map((role) => ({ ...role, abilities: role.abilities.map((a) => ({ ...a, when: odd })) })),
      factions: base.factions.map((f) => ({ ...f, abilities: f.abilities?.map((a) => ({ ...a, when: odd })) })),
    });
    expect(problemsOf(limited)).toEqual([]);
    const byGame = withCycle([{ id: 'vote' }], [{ id: 'act', when: { predicate: 'anyone-awake' } }], { hooks: { ...base.hooks, conditions: { 'anyone-awake': () => true } } });
    expect(problemsOf(byGame)).toEqual([]);
  });

  it('refuses a step that can never run', () => {
    const definition = withCycle([{ id: 'vote' }, { id: 'recount', when: { all: [{ until: 1 }, { from: 2 }] } }], [{ id: 'act' }]);
    expect(problemsOf(definition)).toEqual(['day step "recount" can never run: its condition is false on every day; fix or remove the condition, or remove the step']);
  });
});

describe('an ability needs a legal choice of targets', () => {
  it.each([
    ['min above count', { count: 1, min: 2 }, 'targets.min 2 is not between 0 and targets.count 1, so no number of targets is legal; set min ≤ count'],
    ['a negative count', { count: -1 }, 'targets.count -1 is not a whole number ≥ 0; set the most targets it takes'],
    ['two distinct seats of self only', { count: 2, self: 'only' as const }, "needs at least 2 distinct seat(s) but self: 'only' leaves one seat; lower targets.min, allow repeats (distinct: false) or change self"],
    [
      'more distinct seats than the table has',
      { count: 10 },
      'needs at least 10 distinct seat(s) but a table of at most 10 players offers 9 seat(s) besides the actor; lower targets.min, allow repeats (distinct: false) or change self',
    ],
    ['fewer listed choices than needed', { count: 2, of: 'choice' as const, choices: ['red', 'red'] }, 'needs at least 2 distinct choice(s) but lists "red", "red"; add choices or lower targets.min'],
    ['a choice without choices', { count: 1, of: 'choice' as const }, "targets of: 'choice' have no choices; give a list (choices: ['a', 'b']) or a provider (choices: { provider })"],
    ['choices on seat targets', { count: 1, choices: ['red'] }, "targets.choices is read only with of: 'choice'; add of: 'choice' or remove the choices"],
  ])('refuses %s', (_what, targets, message) => {
    expect(problemsOf(withAbility(dayAbility(targets)))).toEqual([`role "cop": ability "arrest": ${message}`]);
  });

  it.each([
    ['ten seats with self allowed', { count: 10, self: 'allowed' as const }],
    ['repeats allowed', { count: 12, distinct: false }],
    ['an optional target', { count: 12, min: 0 }],
    ['two of two listed choices', { count: 2, of: 'choice' as const, choices: ['red', 'black'] }],
  ])('accepts %s', (_what, targets) => {
    expect(problemsOf(withAbility(dayAbility(targets)))).toEqual([]);
  });
});
