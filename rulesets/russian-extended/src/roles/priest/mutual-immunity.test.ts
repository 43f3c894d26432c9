import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pri', 'priest'] : row[0] === 'Red2' ? ['Law', 'lawyer'] : row));

describe('BAR-6, reading BAR A2: mutual immunity of the Lawyer and the Priest', () => {
  it('the Lawyer protects the Priest, the Priest forgives the Lawyer: the Lawyer\'s move stands, the forgiveness is dropped, the Lawyer stays open', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Pri']);
    g.morning();
    g.ok('Law', 'legal-protection', ['Pri']);
    g.to('lynch');
    g.votes('lynch', { Pri: 'Law', Maf1: 'Law', Maf2: 'Law', Doc: 'Blk' });
    g.ok('Pri', 'forgive', ['Law']);
    g.closeStep();
    expect(g.dead()).toContain('Law');
    expect(g.lastPublic('day.forgiven')).toBeUndefined();
  });

  it('without the Lawyer\'s protection of the Priest the forgiveness stands', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Law', 'check', ['Pri']);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Pri: 'Law', Maf1: 'Law', Maf2: 'Law', Doc: 'Blk' });
    g.ok('Pri', 'forgive', ['Law']);
    g.closeStep();
    expect(g.alive('Law')).toBe(true);
    expect(g.lastPublic('day.forgiven')).toEqual({ seat: 'Law' });
  });

  it('the Politician\'s shadow vertical covers the Priest, the Priest forgives the Politician: the forgiveness is dropped', () => {
    const g = new Game(STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pri', 'priest'] : row[0] === 'Red2' ? ['Pol', 'politician'] : row)));
    // POL-6 needs a mayor in post: Doc, elected on day 1; his own ballot on Pol keeps the others' (POL-10).
    g.to('election');
    g.votes('election', { Com: 'Doc', Det: 'Doc', Inv: 'Doc' });
    g.closeStep();
    g.ok('Doc', 'appoint-secretary', ['Com']);
    g.night(1);
    g.morning();
    g.ok('Pol', 'shadow-vertical', ['Pri']);
    g.to('lynch');
    g.votes('lynch', { Pri: 'Pol', Maf1: 'Pol', Maf2: 'Pol', Doc: 'Pol' });
    g.ok('Pri', 'forgive', ['Pol']);
    g.closeStep();
    expect(g.dead()).toContain('Pol');
    expect(g.lastPublic('day.forgiven')).toBeUndefined();
  });
});
