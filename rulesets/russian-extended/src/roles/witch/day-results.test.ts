import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Witch. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Wit', 'witch'] : row));

describe('Witch r.3: the results of the swapped players\' day moves go to the role\'s new owner', () => {
  it('the commissar\'s evening verification, answered in the morning after the swap, goes to the player who holds the commissar\'s role then', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Inv'], { insurance: 'off' });
    g.morning();
    g.lynch('Act');
    g.to('evening');
    g.ok('Com', 'verify', ['Maf1']);
    g.night(2);
    g.ok('Wit', 'swap', ['Com', 'Red2']);
    g.ok('Man', 'shoot', ['Det']);
    g.morning();
    expect(g.results('Red2')).toContainEqual({ kind: 'verification', target: 'Maf1', colour: 'black' });
    expect(g.results('Com').filter((r) => r['kind'] === 'verification')).toEqual([]);
  });
});
