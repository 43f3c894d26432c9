/**
 * Issue #14's "done when", as far as it can be checked before the role modules exist: every clause
 * CB-1…CB-44 and every design item CB-D1…CB-D26 is cited by a scenario file's description, the
 * fragment's worked examples have their files, and each setup of CB-D25 is played to an end.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETUPS, setupRoles } from '../src';
import { loadScenarioFiles, scenarioOf } from './files';

const files = loadScenarioFiles();
const CLAUSES = [...Array.from({ length: 44 }, (_, i) => `CB-${i + 1}`), ...Array.from({ length: 26 }, (_, i) => `CB-D${i + 1}`)];

/** The clause ids a text cites: `CB-D12.6` cites CB-D12, `CB-5(d)` cites CB-5. */
export function citedClauses(text: string): Set<string> {
  return new Set([...text.matchAll(/\bCB-(D?\d+)/g)].map((m) => `CB-${m[1] ?? ''}`));
}

describe('clause coverage', () => {
  const cited = new Set(files.flatMap((f) => [...citedClauses(`${scenarioOf(f).name} ${scenarioOf(f).description ?? ''}`)]));

  it.each(CLAUSES)('%s is cited by a scenario file', (clause) => {
    expect(cited.has(clause)).toBe(true);
  });

  it('every file cites at least one clause in its description', () => {
    expect(files.filter((f) => citedClauses(scenarioOf(f).description ?? '').size === 0).map((f) => f.name)).toEqual([]);
  });

  it('the README clause table names every clause and only existing scenario files', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Clause table'));
    for (const clause of CLAUSES) expect(table, clause).toMatch(new RegExp(`\\| ${clause} \\|`));
    const named = [...table.matchAll(/`(\d\d-[a-z0-9-]+)`/g)].map((m) => `${m[1] ?? ''}.yaml`);
    expect(named.length).toBeGreaterThan(0);
    const existing = new Set(files.map((f) => f.name));
    expect(named.filter((n) => !existing.has(n))).toEqual([]);
  });
});

describe("the fragment's worked examples have their files (quoted in the description)", () => {
  const quotes: Array<[string, string]> = [
    ['05-night3-false-charge.yaml', 'a police who attempts an arrest on Night 3 would fail'],
    ['04-kazuha-aptx-one-vote.yaml', 'In case Kazuha was succesfully APTXed'],
    ['28-win-police-exception.yaml', 'If a character able to arrest is in the game'],
    ['29-win-night-start-exception.yaml', "If it's a Night phase and the BO has 1 more players"],
  ];
  it.each(quotes)('%s', (name, quote) => {
    const file = files.find((f) => f.name === name);
    expect(file && scenarioOf(file).description?.replace(/\s+/g, ' ')).toContain(quote);
  });
});

describe('each setup of CB-D25 is played to the end by a scenario file', () => {
  it.each(SETUPS.map((s) => [s.id, s] as const))('%s', (id, setup) => {
    const sameRoles = (roles: string[]) => [...roles].sort().join() === [...setupRoles(setup)].sort().join();
    const games = files.map(scenarioOf).filter((s) => sameRoles(s.players.map((p) => p.role)));
    const ended = games.filter((s) => {
      const last = s.phases.at(-1)?.expect;
      return last?.winner !== undefined && last.winner !== null && last.winners !== undefined;
    });
    expect(ended.map((s) => s.name).some((n) => n.includes(id))).toBe(true);
  });
});
