import { appResources, hasKey } from '@mafia/i18n';
import { describe, expect, it } from 'vitest';
import { abilityFacts, correctableAbilities, type AbilityInfo } from '../src/lib/abilities';
import { rejectedField, schemaFields, valuesFromForm } from '../src/lib/settings-form';

/** The sign-up schemas as `rulesets.get` serves them (zod's JSON Schema, input side). */
const SIGNUP_1923 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    level: { default: 'standard', type: 'string', enum: ['beginner', 'standard', 'spectator'] },
    group: { type: 'string', minLength: 1, maxLength: 64 },
  },
  additionalProperties: false,
};
const SIGNUP_GORNY = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: { experienced: { type: 'boolean' }, buddy: { type: 'string', minLength: 1, maxLength: 64 } },
  additionalProperties: false,
};

describe('The sign-up form is generated from the ruleset’s sign-up schema', () => {
  it('1923 (seed 002, Setup): a level to choose, Standard by default, and a family group to type', () => {
    expect(schemaFields(SIGNUP_1923)).toEqual([
      { name: 'level', kind: 'enum', options: ['beginner', 'standard', 'spectator'], default: 'standard' },
      { name: 'group', kind: 'string', default: undefined, maxLength: 64 },
    ]);
  });
  it('Gorny (seed 001, buddies): an "experienced" box and a buddy name', () => {
    expect(schemaFields(SIGNUP_GORNY)).toEqual([
      { name: 'experienced', kind: 'boolean', default: undefined },
      { name: 'buddy', kind: 'string', default: undefined, maxLength: 64 },
    ]);
  });
  it('a ruleset without sign-up options has no form', () => {
    expect(schemaFields(null)).toEqual([]);
  });

  it.each([
    ['untouched: nothing is sent, the server applies its defaults', SIGNUP_1923, {}, {}],
    ['the default level is not sent again', SIGNUP_1923, { level: 'standard' }, {}],
    ['a level and a family', SIGNUP_1923, { level: 'beginner', group: '  Capulet ' }, { level: 'beginner', group: 'Capulet' }],
    ['a blank family is left out', SIGNUP_1923, { level: 'spectator', group: '   ' }, { level: 'spectator' }],
    ['a buddy and experience', SIGNUP_GORNY, { experienced: true, buddy: 'ann' }, { experienced: true, buddy: 'ann' }],
    ['an unticked box is not an option', SIGNUP_GORNY, { experienced: false }, {}],
  ])('%s', (_what, schema, values, sent) => {
    expect(valuesFromForm(schemaFields(schema), values)).toEqual(sent);
  });

  it.each([
    [{ code: 'invalid-signup-options', params: { path: 'level', problem: 'invalid_value' } }, 'level'],
    [{ code: 'invalid-signup-options', params: { path: 'group.0', problem: 'too_small' } }, 'group'],
    [{ code: 'invalid-signup-options', params: { path: '', problem: 'unrecognized_keys' } }, undefined],
    [{ code: 'game-full', params: { seats: 7 } }, undefined],
    [null, undefined],
  ])('a rejection %j points at the field %s', (rejection, field) => {
    expect(rejectedField(rejection, schemaFields(SIGNUP_1923))).toBe(field);
  });
});

const kill: AbilityInfo = { id: 'factional-kill', phase: 'night', targets: { count: 1, of: 'seat' }, factional: true };
const protect: AbilityInfo = { id: 'protect', phase: 'night', targets: { count: 1, of: 'seat', self: 'allowed' } };
const vest: AbilityInfo = { id: 'vest', phase: 'night', targets: { count: 0, of: 'seat' }, passive: true, usesPerGame: 2 };
const jail: AbilityInfo = { id: 'jail', phase: 'night', steps: ['jail'], when: { from: 2 }, targets: { count: 2, min: 1, of: 'choice' }, usesPerGame: 1 };
const vote: AbilityInfo = { id: 'appoint', phase: 'day', targets: { count: 1, of: 'choice', self: 'only', dead: true } };
const arrest: AbilityInfo = { id: 'arrest', phase: 'any', targets: { count: 1, of: 'seat' } };

describe('The rules page says when and how each ability is used', () => {
  it.each([
    ['a factional kill', kill, ['rules.phase.night', 'rules.targets', 'rules.factional']],
    ['a protection that may be self-targeted', protect, ['rules.phase.night', 'rules.targets', 'rules.self.allowed']],
    ['a limited passive', vest, ['rules.phase.night', 'rules.passive', 'rules.uses']],
    ['a one-shot jail in one step from night 2', jail, ['rules.phase.night', 'rules.steps', 'rules.conditional', 'rules.targetRange', 'rules.uses']],
    ['a day choice on oneself, dead allowed', vote, ['rules.phase.day', 'rules.choices', 'rules.self.only', 'rules.dead']],
    ['an arrest by day or at night', arrest, ['rules.phase.any', 'rules.targets']],
  ])('%s', (_what, ability, keys) => {
    expect(abilityFacts(ability).map((f) => f.key)).toEqual(keys);
  });
  it('uses only texts every offered language has', () => {
    const keys = new Set([kill, protect, vest, jail, vote, arrest].flatMap((a) => abilityFacts(a).map((f) => f.key)));
    expect(Object.keys(appResources)).toEqual(expect.arrayContaining(['en', 'ru']));
    for (const [language, { app }] of Object.entries(appResources)) {
      for (const key of keys) expect(hasKey(app, key), `${language} ${key}`).toBe(true);
    }
  });
  it('carries the counts and step ids the texts need', () => {
    expect(abilityFacts(jail)).toContainEqual({ key: 'rules.targetRange', params: { min: 1, count: 2 } });
    expect(abilityFacts(jail)).toContainEqual({ key: 'rules.uses', params: { count: 1 } });
    expect(abilityFacts(jail)).toContainEqual({ key: 'rules.steps', steps: ['jail'] });
  });
});

describe("The host's correction offers the seat's abilities", () => {
  const manifest = {
    roles: [
      { id: 'doctor', faction: 'town', abilities: [protect, vest] },
      { id: 'goon', faction: 'mafia', abilities: [] },
      { id: 'traitor', faction: 'town', abilities: [protect] },
    ],
    factionAbilities: { town: [], mafia: [kill] },
  };
  it.each([
    ["a doctor: the role's protection, not the passive vest", { role: 'doctor', faction: 'town' }, ['protect']],
    ["a goon: the mafia's factional kill", { role: 'goon', faction: 'mafia' }, ['factional-kill']],
    ['a town role dealt into the mafia: both', { role: 'traitor', faction: 'mafia' }, ['protect', 'factional-kill']],
    ['a seat whose faction is hidden: the role’s faction', { role: 'goon' }, ['factional-kill']],
    ['a seat without a known role: none', { faction: 'mafia' }, []],
    ['no seat chosen: none', undefined, []],
  ])('%s', (_what, seat, ids) => {
    expect(correctableAbilities(manifest, seat).map((a) => a.id)).toEqual(ids);
  });
  it('lists an ability held twice once', () => {
    const twice = { roles: [{ id: 'killer', faction: 'mafia', abilities: [kill] }], factionAbilities: { mafia: [kill] } };
    expect(correctableAbilities(twice, { role: 'killer' }).map((a) => a.id)).toEqual(['factional-kill']);
  });
});
