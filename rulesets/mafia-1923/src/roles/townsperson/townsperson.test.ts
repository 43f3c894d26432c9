import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Townsperson', () => {
  it('has no action to send, by night or by day', () => {
    const g = new Game(table());
    expect(g.driver.available('A1').filter((c) => c.type === 'submit-intent')).toEqual([]);
    g.end();
    expect(g.driver.available('A1').filter((c) => c.type === 'submit-intent')).toEqual([]);
  });

  it('"must vote everyday like all other players": holds the family and the individual ballot', () => {
    const g = new Game(table());
    g.end();
    const slots = g.driver.available('A1').flatMap((c) => (c.type === 'cast-ballot' ? [c.slot] : []));
    expect(slots).toEqual(['family', 'individual']);
  });
});
