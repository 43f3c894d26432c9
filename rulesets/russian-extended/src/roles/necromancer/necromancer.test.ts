import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { toysOf } from './toys';

/** The standard table with Red1 as the Necromancer. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Nec', 'necromancer'] : [name, role, negative]));
const undead = (g: Game, seat: string): boolean => g.state.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === 'undead') ?? false;

describe('Necromancer (l.42)', () => {
  it('r.1, r.2: the day-1 curse; a cursed player killed at night is undead, another is not', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Det', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(undead(g, 'Red2')).toBe(true);
    expect(toysOf(g.state, 'Nec').cursed).toEqual(['Com', 'Det', 'Red2']);
    g.night(2);
    g.ok('Man', 'shoot', ['Blo']);
    g.morning();
    expect(undead(g, 'Blo')).toBe(false);
  });

  it('r.1: the curse only on day 1', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('evening');
    expect(g.act('Nec', 'curse', ['Com', 'Det', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-day-one' } });
  });

  it('r.15, r.16: a raise drops a toy and raises a corpse; r.5: the dropped one is never raised', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Det', 'Blo']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.to('evening');
    expect(g.act('Nec', 'raise', ['Red2', 'Com'])).toMatchObject({ ok: false, rejection: { code: 'invalid-target' } });
    g.ok('Nec', 'raise', ['Blo', 'Red2']);
    g.night(2);
    expect(undead(g, 'Red2')).toBe(true);
    expect(toysOf(g.state, 'Nec')).toMatchObject({ cursed: ['Com', 'Det', 'Red2'], lost: ['Blo'] });
  });
});
