// Issue #22, `informed` per ruleset: each ruleset's reading names its real abilities, reads its own
// investigators' results, and changes how its games go (docs/balance.md).
import { getRuleset, rulesetIds } from '@mafia/rulesets';
import { describe, expect, it } from 'vitest';
import { informed } from '../src/balance/informed';
import { GENERIC_READING, readingOf } from '../src/balance/informed-rulesets';
import { simulate } from '../src/commands/simulate';

describe('the informed strategy, per ruleset', () => {
  it('every ability a reading names is an ability of that ruleset', () => {
    for (const id of rulesetIds()) {
      const ruleset = getRuleset(id) as NonNullable<ReturnType<typeof getRuleset>>;
      const abilities = new Set<string>();
      for (const role of ruleset.definition.roles) for (const a of role.abilities ?? []) abilities.add(a.id);
      for (const faction of ruleset.definition.factions) for (const a of faction.abilities ?? []) abilities.add(a.id);
      const unknown = Object.keys(readingOf(id).moves).filter((ability) => !abilities.has(ability));
      expect({ ruleset: id, unknown }).toEqual({ ruleset: id, unknown: [] });
    }
  });

  it("reads each ruleset's investigation results in its own words", () => {
    expect(readingOf('sandbox')).toBe(GENERIC_READING);
    expect(readingOf('gorny').finding({ kind: 'investigation', target: 'p3', value: 'mafia' })).toEqual({ target: 'p3', guilty: true });
    expect(readingOf('gorny').finding({ kind: 'investigation', target: 'p3', value: 'town' })).toEqual({ target: 'p3', guilty: false });
    const m1923 = readingOf('mafia-1923');
    expect(m1923.finding({ kind: 'inquiry', target: 'p2', mafia: true })).toEqual({ target: 'p2', guilty: true });
    expect(m1923.finding({ kind: 'role', subject: 'p4', role: 'doctor', mafia: false })).toEqual({ target: 'p4', guilty: false });
    const conan = readingOf('conan-bo');
    expect(conan.finding({ kind: 'interrogation', target: 'p5', value: 'bo' })).toEqual({ target: 'p5', guilty: true });
    expect(conan.finding({ kind: 'interrogation', target: 'p5', value: 'not-bo' })).toEqual({ target: 'p5', guilty: false });
    const russian = readingOf('russian-extended');
    expect(russian.finding({ kind: 'check', target: 'p1', colour: 'black' })).toEqual({ target: 'p1', guilty: true });
    expect(russian.finding({ kind: 'verification', target: 'p1', colour: 'red' })).toEqual({ target: 'p1', guilty: false });
    for (const reading of [GENERIC_READING, m1923, conan, russian]) expect(reading.finding({ kind: 'injured' })).toBeNull();
  });

  it("Conan BO: the interrogators' findings and the officers' arrests win the town far more games than the generic reading did", () => {
    // Seeded, 300 games of basic-9. The generic reading left interrogations and arrests unused (town 55.6% on
    // 500 games, seed x); with the ruleset's reading the town lynches and arrests what Heiji and Megure find.
    const conan = getRuleset('conan-bo') as NonNullable<ReturnType<typeof getRuleset>>;
    const setup = conan.definition.setups.find((s) => s.id === 'basic-9');
    if (!setup) throw new Error('conan-bo has no basic-9 setup');
    const report = simulate(conan, setup, 300, 'informed-conan', 80, { strategy: informed });
    expect(report.errors).toEqual([]);
    expect((report.wins['town'] ?? 0) / report.games).toBeGreaterThan(0.8);
  }, 240_000);
});
