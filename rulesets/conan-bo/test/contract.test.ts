import { parseScenario } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { contractProblems } from './contract-check';
import { loadScenarioFiles, scenarioOf } from './files';

const files = loadScenarioFiles();

describe('every id the scenario files use is in the contract (src/ids.ts, src/abilities.ts)', () => {
  it.each(files.map((f) => [f.name, f] as const))('%s', (_name, file) => {
    expect(contractProblems(file.name, scenarioOf(file), file.proposed)).toEqual([]);
  });
});

describe('the contract check itself', () => {
  const bad = `
name: mistakes
ruleset: conan-bo
players:
  - { name: Gin, role: gin }
  - { name: Con, role: conan }
  - { name: Meg, role: megure }
phases:
  - phase: night
    actions:
      - { actor: Con, ability: frighten, targets: [Gin] }
      - { actor: Con, ability: investigate, targets: [Gin], options: { action: poison } }
      - { actor: Meg, ability: arrest, targets: [Gin] }
      - { actor: Gin, ability: kill-order, targets: [Gin, Nobody] }
    expect:
      rejected: [{ actor: Con, reason: no-such-code }]
      results:
        Con: [{ kind: investigation, target: Gin, value: maybe }]
        Meg: [{ kind: hunch }]
      statuses: { Gin: [poisoned] }
      notices: [{ key: phase-change, params: { phase: day, deaths: [{ seat: Con, cause: drowned, role: detective }] } }]
`;
  const parsed = parseScenario(bad, 'yaml');
  const problems = parsed.ok ? contractProblems('bad.yaml', parsed.scenario, []) : parsed.problems;

  it.each([
    'conan does not hold frighten',
    'investigate takes 2..2 targets',
    'invalid value "poison"',
    'arrest needs option crime',
    'not a player: "Nobody"',
    '"no-such-code" is not one of',
    'value: a boolean expected',
    'unknown result kind "hunch"',
    '"poisoned" is not one of',
    'params.phase: expected night',
    '"drowned" is not one of',
    '"detective" is not one of',
  ])('reports: %s', (fragment) => {
    expect(problems.some((p) => p.includes(fragment))).toBe(true);
  });
});
