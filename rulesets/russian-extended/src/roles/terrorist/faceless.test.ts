import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { read } from '../../data';
import { tallyOf } from '../faceless/cuts';
import { FACELESS_OUTCOME } from '../faceless/standing';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'terrorist', faction: 'grey', modifiers: [], attributes: {} };

describe('The terrorist held by the Faceless (part 3 §2.7, l.72)', () => {
  it.each([
    { target: 'Red1', dies: true, victims: 0.5, rule: 'FT.1: the condemned cut victim dies and is credited after the zeroing' },
    { target: 'Com', dies: false, victims: 0, rule: 'FT.2: another player is crippled; nothing credited' },
  ])('$rule; FT.3: a draw', ({ target, dies, victims }) => {
    const g = new Game([], {}, 'faceless-terrorist', [...seats(STANDARD), grey]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Doc']);
    g.lynch('Blk');
    g.night(2);
    g.ok('Fac', 'cut', ['Red2', 'Blo']);
    g.lynch('Red2');
    expect(tallyOf(g.state)).toBe(0.5);
    for (const seat of ['Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.night(3);
    g.ok('Fac', 'cut', ['Inv', 'Act']);
    g.morning();
    g.ok('Fac', 'detonator', []);
    g.to('lynch');
    g.votes('lynch', { Doc: 'Red1', Blo: 'Red1', Det: 'Red1' });
    g.ok('Fac', 'detonate', [target]);
    g.closeStep();
    expect(g.alive('Fac')).toBe(false);
    expect(g.alive(target)).toBe(!dies);
    expect(tallyOf(g.state)).toBe(victims);
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(read(g.state, FACELESS_OUTCOME)).toEqual({ seat: 'Fac', outcome: 'draw', rule: 'FT.3', victims });
  });
});
