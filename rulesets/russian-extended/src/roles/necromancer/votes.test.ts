import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { unusableUndead } from './votes';

/** The standard table with Red1 as the Necromancer. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Nec', 'necromancer'] : [name, role, negative]));

describe('Necromancer r.13: +1 vote per undead whose role is off the r.10 list', () => {
  it('counts a cursed citizen’s corpse, not a listed role’s, and (reading ★ 3) no longer once he drops it', () => {
    const g = new Game(TABLE, { format: 'extended' });
    g.to('evening');
    g.ok('Nec', 'curse', ['Red2', 'Com', 'Blo']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    expect(unusableUndead(g.state, 'Nec')).toEqual(['Red2']);
    // Day 2: Det (a listed role) is lynched; the evening's raise drops Red2 for him (r.15).
    g.lynch('Det');
    g.to('evening');
    g.ok('Nec', 'raise', ['Red2', 'Det']);
    g.night(2);
    expect(unusableUndead(g.state, 'Nec')).toEqual([]);
  });
});
