// Issue #22: Mafia 1923's per-family report (docs/balance.md "Statistics"): each family's win rate
// with its 95% Wilson interval, beside the per-faction figures, in the text report and in --json.
import { describe, expect, it } from 'vitest';
import { familiesOf, wilson, winningFamilies } from '../src/balance/stats';
import { cli } from './helpers';

const seat = (id: string, faction: string, family?: string) => ({ id, faction, ...(family !== undefined && { attributes: { family } }) });

describe('winningFamilies', () => {
  const seats = [seat('p1', 'civilian', 'Alpha'), seat('p2', 'mafia', 'Alpha'), seat('p3', 'civilian', 'Beta'), seat('p4', 'mafia', 'Beta'), seat('p5', 'civilian', 'Gamma')];
  const minority = new Set(['mafia']);

  it('lists the families of a table in seat order, none for a table without them', () => {
    expect(familiesOf(seats)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(familiesOf([seat('p1', 'town'), seat('p2', 'mafia')])).toEqual([]);
  });

  it('reads the families a result names, in family order, even with none of their seats among the winners', () => {
    // Seed 002 Goal: a family whose Civilians were all exiled may still tie for the win.
    expect(winningFamilies(seats, { seats: ['p1'], reason: 'families:Gamma,Alpha' }, minority)).toEqual(['Alpha', 'Gamma']);
  });

  it("otherwise counts a family whose seat wins outside the informed minority; the Mafia's win is no family's", () => {
    expect(winningFamilies(seats, { seats: ['p3'], reason: 'civilians' }, minority)).toEqual(['Beta']);
    expect(winningFamilies(seats, { seats: ['p2', 'p4'], reason: 'mafia-half-alive' }, minority)).toEqual([]);
  });
});

describe('mafia simulate: the per-family report', () => {
  const args = ['simulate', '--ruleset', 'mafia-1923', '--setup', 'three-families', '--games', '20', '--seed', 'fam'];

  it('reports every family with its wins and Wilson interval in --json, games and wins staying at the top level', () => {
    const result = cli([...args, '--json']);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      games: number;
      wins: Record<string, number>;
      decidedBy: Record<string, number>;
      families: Record<string, { wins: number; interval: [number, number] }>;
    };
    expect(report.games).toBe(20);
    expect(Object.keys(report.wins).every((f) => f === 'civilian' || f === 'mafia')).toBe(true);
    // Named as the ruleset's own deal names them (the lobby's deal: families sized from the sign-ups).
    expect(Object.keys(report.families)).toEqual(['family-1', 'family-2', 'family-3', 'family-4']);
    for (const [family, { wins, interval }] of Object.entries(report.families)) {
      // The games whose result names the family, counted from the report's own `decidedBy`.
      const named = Object.entries(report.decidedBy)
        .filter(([reason]) => reason.startsWith('families:') && reason.slice('families:'.length).split(',').includes(family))
        .reduce((sum, [, n]) => sum + n, 0);
      expect({ family, wins }).toEqual({ family, wins: named });
      expect(interval).toEqual(wilson(wins, 20));
    }
    // Between the families they win more often than the civilians as a faction (ties count for each).
    const familyWins = Object.values(report.families).reduce((sum, f) => sum + f.wins, 0);
    expect(familyWins).toBeGreaterThanOrEqual(report.wins['civilian'] ?? 0);
  });

  it('prints a families line and is the same for a seed', () => {
    const first = cli(args).stdout;
    expect(first).toMatch(/\nfamilies: family-1 \d+\.\d% \(\d+; 95% \d+\.\d–\d+\.\d%\), family-2 .*, family-3 .*, family-4 .*\n/);
    expect(cli(args).stdout).toBe(first);
    expect(cli([...args.slice(0, -2), '--seed', 'other']).stdout).not.toBe(first);
  });

  it('leaves a table without families as it was: no families key, no families line', () => {
    const plain = ['simulate', '--ruleset', 'sandbox', '--setup', 'classic-7', '--games', '5', '--seed', 's'];
    expect(JSON.parse(cli([...plain, '--json']).stdout)).not.toHaveProperty('families');
    expect(cli(plain).stdout).not.toContain('families:');
  });
});

describe('mafia simulate deals as the lobby does', () => {
  it("draws a Russian drawn setup's roles anew for every game (the ruleset's own deal), the same for a seed", async () => {
    const { getRuleset } = await import('@mafia/rulesets');
    const { dealSeats } = await import('../src/balance/deal');
    const ruleset = getRuleset('russian-extended');
    const setup = ruleset?.definition.setups.find((s) => s.id === 'extended-drawn');
    if (!ruleset || !setup) throw new Error('russian-extended extended-drawn is missing');
    const settings = ruleset.parseSettings(setup.settings ?? {});
    if (!settings.ok) throw new Error('bad settings');
    const blackDoctor = (seed: string) => dealSeats(ruleset, setup, settings.settings, seed).some((s) => s.role === 'doctor' && s.faction === 'black');
    const draws = Array.from({ length: 40 }, (_, k) => blackDoctor(`deal:${k}`));
    // The setup's listed seats hold a black doctor; drawn anew, the doctor is black in some games only.
    expect(draws.some(Boolean)).toBe(true);
    expect(draws.some((black) => !black)).toBe(true);
    expect(dealSeats(ruleset, setup, settings.settings, 'deal:1')).toEqual(dealSeats(ruleset, setup, settings.settings, 'deal:1'));
  });
});
