import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Boss's son (part 2 §4.1, l.48). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Son', role, 'boss-son'] : [name, role, negative]));

describe('Boss\'s son r.10 (part 2 §4.1, l.48): a successor who dies at a vote', () => {
  it('r.10: his status is shown next to the mafia role, in words too; a mafioso who is no successor shows only his role', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Son', 'name-successor', ['Maf1']);
    g.night(1);
    g.morning();
    g.lynch('Maf1');
    expect(g.public('day.negative-revealed')).toEqual([{ seat: 'Maf1', negative: 'mafia', successor: true }]);
    expect(g.public('day.successor-revealed')).toEqual([{ seat: 'Maf1' }]);
    const h = new Game(TABLE);
    h.to('evening');
    h.ok('Son', 'name-successor', ['Maf1']);
    h.night(1);
    h.morning();
    h.lynch('Maf2');
    expect(h.public('day.negative-revealed')).toEqual([{ seat: 'Maf2', negative: 'mafia' }]);
    expect(h.public('day.successor-revealed')).toEqual([]);
  });
});
