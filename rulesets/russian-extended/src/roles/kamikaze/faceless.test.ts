import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { read } from '../../data';
import { seatOf } from '../../model';
import { tallyOf } from '../faceless/cuts';
import { FACELESS_OUTCOME } from '../faceless/standing';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'kamikaze', faction: 'grey', modifiers: [], attributes: {} };

describe('The kamikaze held by the Faceless (part 3 §2.7, l.74)', () => {
  it.each([
    { cut: 'Man', victims: 0.5, rule: 'FK.1: a killer who is his cut victim dies attacking him: credited (½)' },
    { cut: 'Red2', victims: 0, rule: 'a killer who is no victim of his dies with him uncredited (l.61)' },
  ])('$rule; his night death is a draw (O.2)', ({ cut, victims }) => {
    const g = new Game([], {}, 'faceless-kamikaze', [...seats(STANDARD), grey]);
    g.night(1);
    g.ok('Fac', 'cut', [cut, 'Red1']);
    g.lynch('Blk');
    g.night(2);
    g.ok('Fac', 'cut', ['Doc', 'Blo']);
    g.ok('Man', 'shoot', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(g.alive('Man')).toBe(false);
    expect(tallyOf(g.state)).toBe(victims);
    for (const seat of ['Maf1', 'Maf2']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    expect(read(g.state, FACELESS_OUTCOME)).toEqual({ seat: 'Fac', outcome: 'draw', rule: 'O.2', victims });
  });

  it('FK.2, F.38: his suicide with a player kills him (a draw), cripples the player and zeroes his victims', () => {
    const g = new Game([], {}, 'faceless-kamikaze-suicide', [...seats(STANDARD), grey]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Red1');
    expect(tallyOf(g.state)).toBe(0.5);
    g.night(2);
    g.ok('Fac', 'cut', ['Det', 'Inv']);
    g.ok('Fac', 'kamikaze-suicide', ['Doc']);
    g.ok('Doc', 'heal', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(g.alive('Doc')).toBe(true);
    expect(seatOf(g.state, 'Doc').statuses.map((s) => s.id)).toContain('crippled');
    expect(tallyOf(g.state)).toBe(0);
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    expect(read(g.state, FACELESS_OUTCOME)).toEqual({ seat: 'Fac', outcome: 'draw', rule: 'FK.2', victims: 0 });
  });

  it('FK.2: the move is the grey holder\'s only (contract §6 `not-a-black-kamikaze`)', () => {
    const g = new Game([...STANDARD.slice(0, 6), ['Kam', 'kamikaze'], ...STANDARD.slice(7)]);
    g.night(1);
    expect(g.act('Kam', 'kamikaze-suicide', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-a-black-kamikaze' } });
  });
});
