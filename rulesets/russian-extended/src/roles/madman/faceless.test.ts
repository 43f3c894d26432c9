import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { read } from '../../data';
import { tallyOf } from '../faceless/cuts';
import { FACE } from '../faceless/face';
import { FACELESS_OUTCOME } from '../faceless/standing';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'madman', faction: 'grey', modifiers: [], attributes: {} };

describe('The madman held by the Faceless (part 3 §2.7, l.75)', () => {
  it('FM.1, FM.2: his solo fire kills him alone; his victims are zeroed and he leaves with a draw', () => {
    const g = new Game([], {}, 'faceless-madman', [...seats(STANDARD), grey]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Red1');
    expect(tallyOf(g.state)).toBe(0.5);
    g.night(2);
    g.ok('Fac', 'cut', ['Det', 'Inv']);
    g.lynch('Blk');
    g.night(3);
    expect(g.act('Fac', 'arson', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    g.ok('Fac', 'arson', [], { solo: 'yes' });
    g.ok('Fac', 'cut', ['Blo', 'Act']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(tallyOf(g.state)).toBe(0);
    for (const seat of ['Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(read(g.state, FACELESS_OUTCOME)).toEqual({ seat: 'Fac', outcome: 'draw', rule: 'FM.2', victims: 0 });
  });

  it('`solo` is the Faceless\'s option only', () => {
    const g = new Game([...STANDARD.slice(0, 6), ['Mad', 'madman'], ...STANDARD.slice(7)]);
    g.lynch('Blk');
    g.lynch('Man');
    g.night(3);
    expect(g.act('Mad', 'arson', [], { solo: 'yes' })).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
  });

  it('F.40 [l.135]: a madman\'s fire that kills the Faceless counts as a killer\'s move: the madman gets his face', () => {
    const rows = [...STANDARD.slice(0, 5), ['Mad', 'madman'], ...STANDARD.slice(6)] as typeof STANDARD;
    const g = new Game([], {}, 'faceless-madman-face', [...seats(rows), { ...grey, role: 'citizen' }]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Blk');
    g.night(2);
    g.ok('Fac', 'cut', ['Det', 'Inv']);
    g.lynch('Man');
    g.night(3);
    g.ok('Fac', 'cut', ['Blo', 'Com']);
    g.ok('Mad', 'arson', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(read(g.state, FACE)).toEqual(['Mad']);
  });
});
