import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

/** The standard table with Red2 as the Prostitute, so one shot can kill her and her client. */
const TABLE: Array<[string, string, string?]> = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red2' ? ['Pro', 'prostitute'] : row[0] === 'Maf2' ? ['Maf2', 'prostitute', 'mafia'] : row));

describe('MAF-5, MAN-5: one killer move that kills a black and a red earns no extra move', () => {
  it('the maniac kills a black prostitute and her red client: his shot is spent', () => {
    const g = new Game(TABLE);
    g.quietTo(2, ['Blk']);
    expect(g.bank('maniac')).toBe(0);
    g.ok('Maf2', 'take', ['Red1']);
    g.ok('Man', 'shoot', ['Maf2']);
    g.morning();
    expect(g.dead()).toEqual(expect.arrayContaining(['Maf2', 'Red1']));
    expect(g.bank('maniac')).toBe(0);
  });

  it('a black alone is refunded (MAF-3, MAN-3): the contrast', () => {
    const g = new Game(TABLE);
    g.quietTo(2, ['Blk']);
    g.ok('Man', 'shoot', ['Maf2']);
    g.morning();
    expect(g.dead()).toContain('Maf2');
    expect(g.bank('maniac')).toBe(1);
  });
});
