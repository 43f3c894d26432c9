import { getRuleset } from '@mafia/rulesets';
import type { SetupDefinition } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { seer } from '../src/balance/seer';
import { wilson } from '../src/balance/stats';
import { mountainous } from '../src/balance/strategies';
import { mafiaWinProbability, seerMafiaWinProbability, type Start } from '../src/balance/theory';
import { simulate } from '../src/commands/simulate';
import { cli } from './helpers';

const sandbox = getRuleset('sandbox') as NonNullable<ReturnType<typeof getRuleset>>;

// One cop (the seer), `town` villagers and `mafia` goons.
const table = (town: number, mafia: number, start: Start): SetupDefinition => ({
  id: `seer-${town}-${mafia}-${start}`,
  seats: [{ role: 'cop' }, ...Array.from({ length: town }, () => ({ role: 'villager' })), ...Array.from({ length: mafia }, () => ({ role: 'goon' }))],
  settings: { firstPhase: start },
});

describe("Wolff's seer model, exactly (docs/balance.md)", () => {
  it('follows the model by hand on small tables', () => {
    // Seer, 2 villagers, 1 wolf, day: the wolf is lynched with probability 1/4; any other lynch
    // leaves three players and the night brings parity.
    expect(seerMafiaWinProbability(2, 1, 'day')).toBeCloseTo(3 / 4, 12);
    // Night: the seer dies (1/3; the day then lynches the wolf with probability 1/3), or a villager
    // dies (2/3) and the seer's check finds the wolf (1/3: he is lynched) or clears somebody, and
    // the day lynches among three, the wolf with probability 1/3: 1/3 · 2/3 + 2/3 · (2/3 · 2/3).
    expect(seerMafiaWinProbability(2, 1, 'night')).toBeCloseTo(14 / 27, 12);
    expect(seerMafiaWinProbability(4, 0, 'night')).toBe(0);
    expect(seerMafiaWinProbability(1, 2, 'day')).toBe(1);
  });

  it('the seer helps the town against the same table without one', () => {
    for (const [town, mafia] of [[7, 2], [9, 3], [12, 3]] as const) {
      for (const start of ['day', 'night'] as const) expect(seerMafiaWinProbability(town, mafia, start)).toBeLessThan(mafiaWinProbability(town + 1, mafia, start));
    }
  });

  it('refuses sizes that are no table', () => {
    expect(() => seerMafiaWinProbability(-1, 1, 'day')).toThrow(/whole numbers/);
  });
});

describe('--strategy seer against the exact value', () => {
  // As for the mountainous model: a fixed seed, the exact value inside the estimate's 99% interval.
  const cases: Array<[number, number, Start, number]> = [
    [7, 2, 'day', 600],
    [6, 2, 'night', 600],
    [4, 1, 'day', 600],
  ];
  for (const [town, mafia, start, games] of cases) {
    it(`a seer, ${town} villagers, ${mafia} mafia, ${start} start: ${games} games agree with the exact value`, () => {
      const report = simulate(sandbox, table(town, mafia, start), games, `seer-${town}-${mafia}-${start}`, 200, { strategy: seer });
      expect(report.errors).toEqual([]);
      expect(report.unfinished).toBe(0);
      const [lo, hi] = wilson(report.wins['mafia'] ?? 0, report.games, 2.5758293035489);
      const exact = seerMafiaWinProbability(town, mafia, start);
      expect(exact).toBeGreaterThanOrEqual(lo);
      expect(exact).toBeLessThanOrEqual(hi);
    }, 120_000);
  }

  it('a strategy that is not the model misses the exact value (the check can fail)', () => {
    // The mountainous bots leave the cop's checks unused: an uninformed town of eight.
    const report = simulate(sandbox, table(7, 2, 'day'), 600, 'seer-mountainous', 200, { strategy: mountainous });
    const [lo, hi] = wilson(report.wins['mafia'] ?? 0, report.games, 2.5758293035489);
    const exact = seerMafiaWinProbability(7, 2, 'day');
    expect(exact < lo || exact > hi).toBe(true);
  }, 120_000);

  it('plays the sandbox setup seer-10 from the CLI', () => {
    const result = cli(['simulate', '--ruleset', 'sandbox', '--setup', 'seer-10', '--strategy', 'seer', '--games', '30', '--seed', 's', '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { strategy: string; wins: Record<string, number>; errors: unknown[] };
    expect(report.strategy).toBe('seer');
    expect((report.wins['mafia'] ?? 0) + (report.wins['town'] ?? 0)).toBe(30);
  }, 60_000);
});
