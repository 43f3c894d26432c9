import { defineRuleset } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src';
import { fixture } from './fixture';
import { asYaml } from './helpers';

const six = defineRuleset({
  ...fixture.definition,
  setups: [{ id: 'six', seats: ['goon', 'cop', 'doctor', 'villager', 'villager', 'silencer'].map((role) => ({ role })) }],
});
const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay'];
const file = (extra: Record<string, unknown>) => asYaml({ name: 'seating', ruleset: 'fixture', seed: 's', phases: [], ...extra });

describe('seating (issue #17): players dealt by a setup', () => {
  it('deals the setup\'s roles to the names with the file\'s seed, the same every time', () => {
    const loaded = loadScenario(file({ seating: { setup: 'six', names } }), 'yaml', six);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    expect(loaded.scenario.players.map((p) => p.name)).toEqual(names);
    expect(loaded.scenario.players.map((p) => p.role).sort()).toEqual(['cop', 'doctor', 'goon', 'silencer', 'villager', 'villager']);
    const again = loadScenario(file({ seating: { setup: 'six', names } }), 'yaml', six);
    expect(again.ok && again.scenario.players).toEqual(loaded.scenario.players);
  });

  it.each([
    { name: 'an unknown setup', extra: { seating: { setup: 'seven', names } }, problem: /seating\.setup: unknown setup "seven"/ },
    { name: 'the wrong number of names', extra: { seating: { setup: 'six', names: ['Ann'] } }, problem: /needs 6 players, got 1/ },
    { name: 'both players and seating', extra: { seating: { setup: 'six', names }, players: [{ name: 'Ann', role: 'goon' }] }, problem: /either players or seating/ },
    { name: 'neither', extra: {}, problem: /players: required/ },
  ])('refuses $name', ({ extra, problem }) => {
    const loaded = loadScenario(file(extra), 'yaml', six);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems.join('\n')).toMatch(problem);
  });
});
