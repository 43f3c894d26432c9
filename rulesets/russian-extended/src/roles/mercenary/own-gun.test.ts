import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** No mafia dealt (as after both mafiosi are out): the Mercenary kills on his own (r.19). */
const TABLE: Array<[string, string, string?]> = [
  ...STANDARD.filter(([name]) => name !== 'Maf1' && name !== 'Maf2' && name !== 'Blk'),
  ['Mer', 'citizen', 'mercenary'],
];

describe('Mercenary r.19: his own shot at a civilian role', () => {
  it('r.12, r.13: a role no living player holds, or held only by spared players, is a skip and the shot stays in reserve', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Mer', 'shoot', [], { role: 'judge' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.bank('mafia')).toBe(1);
    g.lynch('Red1');
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    g.lynch('Act');
    g.night(3);
    g.ok('Mer', 'shoot', [], { role: 'commissar', spare: ['Com'] });
    g.morning();
    expect(g.alive('Com')).toBe(true);
    // The skip spent nothing: his reserve is whole (tonight's new shot passed to the maniac, BLK-7: one member fires one).
    expect(g.bank('mafia')).toBe(1);
  });

  it('a role shot counts as one shot; without a role a shot needs its target; spares without a role are refused', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Mer', 'shoot', [])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    expect(g.act('Mer', 'shoot', ['Red1'], { spare: ['Red2'] })).toMatchObject({ ok: false, rejection: { code: 'contract-target-or-role' } });
    g.ok('Mer', 'shoot', [], { role: 'doctor' });
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(g.results('Mer')).toContainEqual({ kind: 'victim-team', target: 'Doc', colour: 'red' });
  });

  it('while a mafioso lives he has no shot at all (r.10)', () => {
    const g = new Game([...STANDARD.filter(([name]) => name !== 'Blk'), ['Mer', 'citizen', 'mercenary']]);
    g.night(1);
    expect(g.act('Mer', 'shoot', [], { role: 'doctor' })).toMatchObject({ ok: false, rejection: { code: 'mercenary-has-no-move' } });
  });
});
