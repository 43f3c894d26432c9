import { describe, expect, it } from 'vitest';
import { loadScenario } from '../src';
import { fixture } from './fixture';
import { asYaml, scenario } from './helpers';

const problemsOf = (value: unknown): string[] => {
  const loaded = loadScenario(asYaml(value), 'yaml', fixture);
  return loaded.ok ? [] : loaded.problems;
};

describe('When a scenario file is malformed, each problem names its path', () => {
  it.each([
    ['an unknown actor', scenario([{ phase: 'night', actions: [{ actor: 'Zed', targets: ['Bob'] }] }]), 'phases[0].actions[0].actor: unknown player "Zed"'],
    ['an unknown voter', scenario([{ phase: 'night' }, { phase: 'day', votes: [{ voter: 'Zed', target: 'Ann' }] }]), 'phases[1].votes[0].voter: unknown player "Zed"'],
    ['an unknown post author', scenario([{ phase: 'day', posts: [{ author: 'Zed', body: 'hi' }] }]), 'phases[0].posts[0].author: unknown player "Zed"'],
    ['an unknown modkill target', scenario([{ phase: 'day', host: [{ command: 'modkill', target: 'Zed' }] }]), 'phases[0].host[0].target: unknown player "Zed"'],
    ['an unknown player in expect.dead', scenario([{ phase: 'night', expect: { dead: ['Zed'] } }]), 'phases[0].expect.dead[0]: unknown player "Zed"'],
    ['an unknown seat in expect.notices', scenario([{ phase: 'night', expect: { notices: [{ key: 'k', to: 'Zed' }] } }]), 'phases[0].expect.notices[0].to: unknown player "Zed"'],
    ['an unknown faction in expect.notices', scenario([{ phase: 'night', expect: { notices: [{ key: 'k', to: 'faction:zed' }] } }]), 'phases[0].expect.notices[0].to: unknown faction "zed"'],
    ['an unknown player in expect.results', scenario([{ phase: 'night', expect: { results: { Zed: [] } } }]), 'phases[0].expect.results.Zed: unknown player "Zed"'],
    ['an unknown winning faction', scenario([{ phase: 'night', expect: { winner: 'cult' } }]), 'phases[0].expect.winner: unknown faction "cult"'],
    ['a misspelled field', scenario([{ phase: 'night', expects: { dead: [] } }]), 'phases[0].expects: unknown field'],
    ['a phase kind that does not exist', scenario([{ phase: 'dusk' }]), 'phases[0].phase: Invalid option: expected one of "day"|"night"'],
    ['a missing role', scenario([], { players: [{ name: 'Ann' }] }), 'players[0].role: required'],
    ['an unknown role', scenario([], { players: [{ name: 'Ann', role: 'kop' }] }), 'players[0].role: unknown role "kop"'],
    ['an unknown faction override', scenario([], { players: [{ name: 'Ann', role: 'cop', faction: 'cult' }] }), 'players[0].faction: unknown faction "cult"'],
    ['an unknown modifier', scenario([], { players: [{ name: 'Ann', role: 'cop', modifiers: ['ninja'] }] }), 'players[0].modifiers[0]: unknown modifier "ninja"'],
    ['a duplicate player', scenario([], { players: [{ name: 'Ann', role: 'cop' }, { name: 'Ann', role: 'goon' }] }), 'players[1].name: duplicate player "Ann"'],
    ['a player named like a poll choice', scenario([], { players: [{ name: 'None', role: 'cop' }] }), 'players[0].name: "None" is reserved for poll choices'],
    ['a vote with neither target nor unvote', scenario([{ phase: 'day', votes: [{ voter: 'Ann' }] }]), 'phases[0].votes[0]: a vote has either `target` or `unvote: true`'],
    ['an unknown ruleset', scenario([], { ruleset: 'chess' }), 'ruleset: unknown ruleset "chess" (known: fixture)'],
    ['a setting the ruleset refuses', scenario([], { settings: { firstPhase: 'dawn' } }), 'settings.firstPhase: Invalid option: expected one of "day"|"night"'],
  ])('%s', (_label, value, problem) => {
    expect(problemsOf(value)).toContain(problem);
  });

  it('reports every problem at once', () => {
    const value = scenario([{ phase: 'night', actions: [{ actor: 'Zed' }, { actor: 'Yul' }] }]);
    expect(problemsOf(value)).toEqual(['phases[0].actions[0].actor: unknown player "Zed"', 'phases[0].actions[1].actor: unknown player "Yul"']);
  });

  it('reports a YAML syntax error with its line', () => {
    const loaded = loadScenario('name: x\nplayers: [\n', 'yaml', fixture);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.problems[0]).toMatch(/^line \d+, column \d+: invalid YAML/);
  });

  it('reports invalid JSON', () => {
    const loaded = loadScenario('{ "name": ', 'json', fixture);
    expect(loaded.ok ? [] : loaded.problems[0]).toMatch(/^invalid JSON/);
  });

  it('accepts a valid file and keeps the order of its entry lists', () => {
    const loaded = loadScenario(asYaml(scenario([{ phase: 'day', host: [{ command: 'modkill', target: 'Ann' }], votes: [{ voter: 'Bob', target: 'Cat' }] }])), 'yaml', fixture);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.scenario.phases[0]?.order).toEqual(['host', 'votes']);
  });
});
