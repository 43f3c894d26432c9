import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const servant = (id: string, master: string, treatment?: string): SeatSetup => ({
  id, name: id, role: 'citizen', faction: 'red', modifiers: [], attributes: { elite: 'servant', master, ...(treatment ? { treatment } : {}) },
});
/** The standard table with Sc, the commissar's servant, and Sm, the mafioso Maf1's, in the given modes. */
const game = (commissar?: string, mafioso?: string): Game =>
  new Game([], {}, 'treatment', [...seats(STANDARD), servant('Sc', 'Com', commissar), servant('Sm', 'Maf1', mafioso)]);

/** Night 1: the commissar checks Maf2, Maf1 kills Red1. */
function nightOne(g: Game): Game {
  g.night(1);
  g.ok('Com', 'check', ['Maf2']);
  g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
  g.morning();
  return g;
}

describe('SV-9b: what the host tells the servant (contract §8 `treatment`)', () => {
  it('soft: his master\'s role, team and negative role at the start, and a copy of everything the master is told', () => {
    const g = nightOne(game('soft', 'soft'));
    expect(g.results('Sc')).toContainEqual({ kind: 'master-role', seat: 'Com', role: 'commissar', team: 'red' });
    expect(g.results('Sm')).toContainEqual({ kind: 'master-role', seat: 'Maf1', role: 'citizen', team: 'black', negative: 'mafia' });
    expect(g.results('Sc')).toContainEqual({ kind: 'check', target: 'Maf2', colour: 'black' });
    expect(g.results('Sm')).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
  });

  it('merciless: only what a red holder of the master\'s civilian role would be told (reading AMB-SV-7)', () => {
    const g = nightOne(game('merciless', 'merciless'));
    expect(g.results('Sm')).toContainEqual({ kind: 'master-role', seat: 'Maf1', role: 'citizen' });
    expect(g.results('Sm').filter((r) => r['kind'] === 'victim-team')).toEqual([]);
    expect(g.results('Sc')).toContainEqual({ kind: 'check', target: 'Maf2', colour: 'black' });
  });

  it('harsh, and by default (reading AMB-SV-6): nothing from the host', () => {
    for (const g of [nightOne(game('harsh', 'harsh')), nightOne(game())]) {
      expect(g.results('Sc')).toEqual([]);
      expect(g.results('Sm')).toEqual([]);
    }
  });

  it('an unknown mode is refused at the start, naming the allowed ones', () => {
    expect(() => game('gentle')).toThrow(/unknown-treatment/);
  });
});
