import { parseScenario } from '@mafia/scenario';
import { describe, expect, it } from 'vitest';
import { RULESET_ID } from '../src';
import { loadScenarioFiles } from './files';
import { proposedProblems } from './proposed';

const files = loadScenarioFiles();

/**
 * The files that use the syntax first proposed for them (docs/scenarios.md, "Additions for conan-bo"); the
 * README lists them too. Every other file parses with today's scenario schema as it is.
 */
const NEEDS_PROPOSED_SYNTAX: Record<string, string[]> = {
  '05-night3-false-charge.yaml': ['views'],
  '08-crimes-and-arrests.yaml': ['absent'],
  '10-injured-bo-members.yaml': ['absent', 'views'],
  '12-abroad-travellers.yaml': ['absent', 'views'],
  '13-arrested.yaml': ['absent'],
  '16-lovers-and-the-leader.yaml': ['views'],
  '23-neutralize-and-discombobulate.yaml': ['absent', 'deadCount'],
  '36-disguises.yaml': ['views'],
};

/** Proposed syntax the scenario schema has since taken in (docs/scenarios.md): files using only these parse. */
const ADOPTED = new Set(['edit-will', 'absent', 'deadCount', 'views']);

describe('conan-bo scenario files parse with the scenario schema', () => {
  it('there are at least 30 files, all for this ruleset', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.filter((f) => f.scenario?.ruleset !== RULESET_ID).map((f) => f.name)).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f] as const))('%s', (name, file) => {
    expect(file.problems).toEqual([]);
    expect(file.proposed.flatMap(proposedProblems)).toEqual([]);
    const kinds = [...new Set(file.proposed.map((use) => use.kind))].sort();
    expect(kinds).toEqual(NEEDS_PROPOSED_SYNTAX[name] ?? []);
    // Without proposed syntax (or with adopted syntax only) the file parses as written; else today's schema refuses it.
    expect(parseScenario(file.text, 'yaml').ok).toBe(kinds.every((kind) => ADOPTED.has(kind)));
  });
});
