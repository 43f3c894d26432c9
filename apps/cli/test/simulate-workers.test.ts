import { getRuleset } from '@mafia/rulesets';
import type { Ruleset } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { simulate } from '../src/commands/simulate';
import { cli } from './helpers';

// `mafia simulate --workers N` (docs/balance.md): the same seed gives the same report, byte for
// byte, however many worker threads play the games.
describe('mafia simulate --workers', () => {
  const run = (extra: string[]) => {
    const result = cli(['simulate', '--ruleset', 'sandbox', '--json', ...extra]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/games\/s with \d+ workers? \(load average/);
    return result.stdout;
  };

  it('gives the same JSON with 1 and 3 workers (random play: draws and unfinished games in the mix)', () => {
    // A short --max-phases leaves some games unfinished, so every counter of the report is exercised.
    const args = ['--setup', 'classic-7', '--games', '300', '--seed', 'w', '--max-phases', '6'];
    const one = run([...args, '--workers', '1']);
    const three = run([...args, '--workers', '3']);
    expect(three).toBe(one);
    const report = JSON.parse(one) as { games: number; unfinished: number; wins: Record<string, number> };
    expect(report.games).toBe(300);
    expect(report.unfinished).toBeGreaterThan(0);
    expect(Object.keys(report.wins).length).toBeGreaterThan(0);
  }, 120_000);

  it('stops at the same game under --precision with 1 and 2 workers', () => {
    const args = ['--setup', 'mountainous-10', '--strategy', 'mountainous', '--precision', '0.05', '--games', '1500', '--seed', 'wp'];
    const one = run([...args, '--workers', '1']);
    expect(run([...args, '--workers', '2'])).toBe(one);
    // ±5% at p ≈ 0.78 is reached at the first check: the second worker's games past it are discarded.
    expect((JSON.parse(one) as { games: number }).games).toBe(1000);
  }, 120_000);

  it('refuses a worker count that is no count, and a ruleset the workers cannot look up', () => {
    expect(cli(['simulate', '--ruleset', 'sandbox', '--setup', 'classic-7', '--workers', '0']).code).toBe(2);
    expect(cli(['simulate', '--ruleset', 'sandbox', '--setup', 'classic-7', '--workers', 'two']).code).toBe(2);
    const sandbox = getRuleset('sandbox') as Ruleset;
    const copy: Ruleset = { ...sandbox };
    const setup = sandbox.definition.setups[0];
    if (!setup) throw new Error('the sandbox has a setup');
    expect(() => simulate(copy, setup, 10, 's', 20, { workers: 2 })).toThrow(/registered ruleset/);
  });
});
