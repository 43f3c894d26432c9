import { describe, expect, it } from 'vitest';
import { cli } from './helpers';

describe('mafia simulate', () => {
  const args = ['simulate', '--ruleset', 'sandbox', '--setup', 'classic-7', '--games', '12', '--seed', 's'];

  it('plays games to their end and reports win rates per faction', () => {
    const result = cli([...args, '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { games: number; wins: Record<string, number>; draws: number; unfinished: number; averagePhases: number; errors: unknown[] };
    expect(report.errors).toEqual([]);
    const total = Object.values(report.wins).reduce((a, b) => a + b, 0) + report.draws + report.unfinished;
    expect(total).toBe(12);
    expect(Object.keys(report.wins).every((f) => f === 'town' || f === 'mafia')).toBe(true);
    expect(report.averagePhases).toBeGreaterThan(1);
  });

  it('is deterministic for a seed', () => {
    expect(cli(args).stdout).toBe(cli(args).stdout);
    expect(cli(args).stdout).toMatch(/^simulate sandbox \/ classic-7: 12 games, strategy random, seed s\nwins: /);
  });

  it('is a usage error without a known ruleset or setup', () => {
    expect(cli(['simulate']).code).toBe(2);
    expect(cli(['simulate', '--ruleset', 'chess']).code).toBe(2);
    expect(cli(['simulate', '--ruleset', 'sandbox', '--setup', 'huge']).code).toBe(2);
    expect(cli(['simulate', '--ruleset', 'sandbox', '--games', '0']).code).toBe(2);
  });
});
