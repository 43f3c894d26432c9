import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** A black Actor (negative none) in Blk's seat. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Acr', 'actor', 'none'] : [name, role, negative]));

describe('Actor held by a black (N-ACT.1)', () => {
  it('N-ACT.1: copying the Commissar he plays the black commissar: a black check says whether it is genuine', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Com']);
    g.night(1);
    g.ok('Acr', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Acr')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black', genuine: true });
  });

  it('a red Actor copying the Commissar learns only the colour', () => {
    const g = new Game(STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Acr', 'actor'] : [name, role, negative])));
    g.to('evening');
    g.ok('Acr', 'copy', ['Com']);
    g.night(1);
    g.ok('Acr', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Acr')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
  });
});
