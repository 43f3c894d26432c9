import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { read } from '../../data';
import { tallyOf } from '../faceless/cuts';
import { FACELESS_OUTCOME } from '../faceless/standing';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'hero', faction: 'grey', modifiers: [], attributes: {} };
const game = () => new Game([], {}, 'faceless-hero', [...seats(STANDARD), grey]);
const blacksGone = (g: Game) => {
  for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
};

describe('The hero held by the Faceless (part 3 §2.7, l.73)', () => {
  it.each([
    { suicide: true, outcome: 'draw', rule: 'FH.2', victims: 0 },
    { suicide: false, outcome: 'loss', rule: 'O.3', victims: 0.5 },
  ])('FH.2: lynched, his heroic suicide ($suicide) makes it a draw and zeroes his victims', ({ suicide, outcome, rule, victims }) => {
    const g = game();
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Red1');
    expect(tallyOf(g.state)).toBe(0.5);
    blacksGone(g);
    g.night(2);
    g.ok('Fac', 'cut', ['Doc', 'Blo']);
    g.to('lynch');
    expect(g.act('Fac', 'heroic-death', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    if (suicide) g.ok('Fac', 'heroic-death', []);
    g.lynch('Fac');
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(read(g.state, FACELESS_OUTCOME)).toEqual({ seat: 'Fac', outcome, rule, victims });
  });

  it('FH.2 is the Faceless\'s: a red hero names a voter or sends nothing', () => {
    const g = new Game([['Her', 'hero'], ...STANDARD.slice(1)]);
    g.night(1);
    g.to('lynch');
    expect(g.act('Her', 'heroic-death', [])).toMatchObject({ ok: false, rejection: { code: 'no-heroic-death' } });
  });
});
