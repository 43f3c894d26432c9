import { getRuleset, rulesetIds } from '@mafia/rulesets';
import type { SetupDefinition } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { wilson } from '../src/balance/stats';
import { informed } from '../src/balance/informed';
import { mountainous } from '../src/balance/strategies';
import { mafiaWinProbability, type Start } from '../src/balance/theory';
import { simulate } from '../src/commands/simulate';
import { cli } from './helpers';

const sandbox = getRuleset('sandbox') as NonNullable<ReturnType<typeof getRuleset>>;

const table = (town: number, mafia: number, start: Start): SetupDefinition => ({
  id: `mountainous-${town}-${mafia}-${start}`,
  seats: [...Array.from({ length: town }, () => ({ role: 'villager' })), ...Array.from({ length: mafia }, () => ({ role: 'goon' }))],
  settings: { firstPhase: start },
});

describe('the mountainous model, exactly (docs/balance.md)', () => {
  it('follows the model by hand on small tables', () => {
    // One townsperson against one mafioso: parity at once.
    expect(mafiaWinProbability(1, 1, 'day')).toBe(1);
    // Day: the mafioso is lynched with probability 1/3, else one against one.
    expect(mafiaWinProbability(2, 1, 'day')).toBeCloseTo(2 / 3, 12);
    // Night: a townsperson dies, parity.
    expect(mafiaWinProbability(2, 1, 'night')).toBe(1);
    // Day: 1/4 the mafioso, else the night brings parity.
    expect(mafiaWinProbability(3, 1, 'day')).toBeCloseTo(3 / 4, 12);
    expect(mafiaWinProbability(5, 0, 'day')).toBe(0);
  });

  it('refuses sizes that are no table', () => {
    expect(() => mafiaWinProbability(-1, 1, 'day')).toThrow(/whole numbers/);
    expect(() => mafiaWinProbability(2.5, 1, 'day')).toThrow(/whole numbers/);
  });
});

describe('the simulator against the theory', () => {
  // Five (town, mafia) sizes and both starts: the seeded estimate's 99% Wilson interval holds the
  // exact value (a fixed seed: the check is reproducible, and 99% keeps five checks from failing
  // by chance on a new seed one time in twenty).
  const cases: Array<[number, number, Start, number]> = [
    [4, 1, 'day', 800],
    [6, 2, 'night', 800],
    [8, 2, 'day', 800],
    [7, 3, 'day', 600],
    [9, 2, 'night', 600],
  ];
  for (const [town, mafia, start, games] of cases) {
    it(`${town} town, ${mafia} mafia, ${start} start: ${games} games agree with the exact value`, () => {
      const report = simulate(sandbox, table(town, mafia, start), games, `theory-${town}-${mafia}-${start}`, 200, { strategy: mountainous });
      expect(report.errors).toEqual([]);
      expect(report.unfinished).toBe(0);
      const exact = mafiaWinProbability(town, mafia, start);
      const [lo, hi] = wilson(report.wins['mafia'] ?? 0, report.games, 2.5758293035489);
      expect(exact).toBeGreaterThanOrEqual(lo);
      expect(exact).toBeLessThanOrEqual(hi);
      // Every game ended by one of the model's two conditions.
      expect((report.decidedBy['mafia-parity'] ?? 0) + (report.decidedBy['no-mafia-left'] ?? 0)).toBe(games);
    }, 60_000);
  }

  it('a strategy that is not the model misses the exact value (the check can fail)', () => {
    const report = simulate(sandbox, table(8, 2, 'day'), 600, 'theory-random', 200);
    const [lo, hi] = wilson(report.wins['mafia'] ?? 0, report.games, 2.5758293035489);
    const exact = mafiaWinProbability(8, 2, 'day');
    expect(exact < lo || exact > hi).toBe(true);
  }, 60_000);
});

describe('Wilson intervals', () => {
  it('are the textbook values and stay inside [0, 1]', () => {
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('mafia simulate --strategy and --precision', () => {
  it('reports the strategy, the intervals and how games were decided', () => {
    const result = cli(['simulate', '--ruleset', 'sandbox', '--setup', 'mountainous-10', '--strategy', 'mountainous', '--games', '40', '--seed', 'm', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { strategy: string; games: number; wins: Record<string, number>; intervals: Record<string, [number, number]>; decidedBy: Record<string, number> };
    expect(report.strategy).toBe('mountainous');
    expect(report.games).toBe(40);
    expect((report.wins['mafia'] ?? 0) + (report.wins['town'] ?? 0)).toBe(40);
    expect(report.intervals['mafia']).toEqual(wilson(report.wins['mafia'] ?? 0, 40));
    expect(Object.keys(report.decidedBy).sort()).toEqual(['mafia-parity', 'no-mafia-left']);
  });

  it('stops once every interval is as narrow as asked', () => {
    const result = cli(['simulate', '--ruleset', 'sandbox', '--setup', 'mountainous-10', '--strategy', 'mountainous', '--precision', '0.03', '--games', '5000', '--seed', 'p', '--json']);
    const report = JSON.parse(result.stdout) as { games: number; intervals: Record<string, [number, number]> };
    // ±3% needs about a thousand games at p ≈ 0.78: checked every thousand games.
    expect(report.games).toBe(1000);
    for (const [lo, hi] of Object.values(report.intervals)) expect((hi - lo) / 2).toBeLessThanOrEqual(0.03);
  }, 60_000);

  it('refuses an unknown strategy or a precision that is no width', () => {
    expect(cli(['simulate', '--ruleset', 'sandbox', '--strategy', 'psychic']).code).toBe(2);
    expect(cli(['simulate', '--ruleset', 'sandbox', '--setup', 'classic-7', '--precision', '2']).code).toBe(2);
  });
});

describe('the informed strategy (first version)', () => {
  it('information helps the town: with a cop and a doctor it wins far more often than an uninformed town', () => {
    const classic = sandbox.definition.setups.find((s) => s.id === 'classic-7') as SetupDefinition;
    const town = (strategy: typeof mountainous) => {
      const report = simulate(sandbox, classic, 400, 'informed-vs-model', 200, { strategy });
      expect(report.errors).toEqual([]);
      return wilson(report.wins['town'] ?? 0, report.games);
    };
    const [informedLow] = town(informed);
    const [, modelHigh] = town(mountainous);
    expect(informedLow).toBeGreaterThan(modelHigh);
  }, 60_000);

  it('plays every setup of every shipped ruleset without an engine error', () => {
    for (const id of rulesetIds()) {
      const ruleset = getRuleset(id) as NonNullable<ReturnType<typeof getRuleset>>;
      for (const setup of ruleset.definition.setups) {
        const report = simulate(ruleset, setup, 8, `informed-${id}-${setup.id}`, 80, { strategy: informed });
        expect({ ruleset: id, setup: setup.id, errors: report.errors }).toEqual({ ruleset: id, setup: setup.id, errors: [] });
      }
    }
  }, 240_000);
});
