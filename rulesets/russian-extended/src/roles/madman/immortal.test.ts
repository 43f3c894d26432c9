import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Madman and Red2 as the Immortal. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Mad', 'madman'] : name === 'Red2' ? ['Imm', 'immortal'] : [name, role, negative],
);

const statuses = (g: Game, seat: string): string[] => g.state.seats.find((s) => s.id === seat)?.statuses.map((s) => s.id) ?? [];

describe('The Madman\'s fire and the Immortal (part 1 IMM-1, IMM-11, IMM-14)', () => {
  it('IMM-1: the spare life takes the fire; the other victim and the Madman die', () => {
    const g = new Game(TABLE);
    g.quietTo(3, ['Blk', 'Det']);
    g.ok('Mad', 'arson', ['Imm', 'Maf1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Blk', 'Det', 'Mad', 'Maf1']);
    expect(g.results('Imm')).toContainEqual({ kind: 'life-spent', attacked: ['Imm'] });
  });

  it('IMM-11 with madman r.5: of two reds, the Immortal is neither killed nor crippled: his life goes instead', () => {
    const g = new Game(TABLE);
    g.quietTo(3, ['Blk', 'Det']);
    g.ok('Mad', 'arson', ['Imm', 'Act']);
    g.morning();
    expect(g.alive('Imm')).toBe(true);
    expect(statuses(g, 'Imm')).not.toContain('crippled');
    expect(g.results('Imm')).toContainEqual({ kind: 'life-spent', attacked: ['Imm'] });
    // The other red: killed by lot, or spared and crippled.
    expect(g.alive('Act') ? statuses(g, 'Act') : ['dead']).toEqual(expect.arrayContaining([g.alive('Act') ? 'crippled' : 'dead']));
  });

  it('IMM-14: the Madman linked to the Immortal dies in his own fire alone: the life is not spent', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Imm', 'link', ['Mad']);
    g.quietTo(3, ['Blk', 'Det']);
    g.ok('Mad', 'arson', ['Maf1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Blk', 'Det', 'Mad', 'Maf1']);
    expect(g.results('Imm').filter((r) => r['kind'] === 'life-spent')).toEqual([]);
  });
});
