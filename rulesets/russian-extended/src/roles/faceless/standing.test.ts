import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { read } from '../../data';
import { FACE } from './face';
import { FACELESS_OUTCOME, REMOVAL_DRAW_REASON } from './standing';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
const game = (): Game => new Game([], {}, 'faceless-standing', [...seats(STANDARD), grey]);
const modkill = (g: Game, ...who: string[]) => {
  for (const seat of who) g.dispatch({ type: 'modkill', seat, reason: 'test' });
};
const standing = (g: Game) => read(g.state, FACELESS_OUTCOME);

describe('The Faceless\'s own outcome (part 3 §2.5, O.1–O.4), published with the result', () => {
  it('O.3: lynched, a loss; his victims are shown with it (F.34: a lynched victim ½)', () => {
    const g = game();
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Red1');
    modkill(g, 'Maf1', 'Maf2', 'Man', 'Blk');
    expect(g.state.result).toBeNull();
    expect(standing(g)).toBeNull();
    // Night 2 he sends no cut: his own face is cut (F.15); his lynch then credits him nothing (FA-27).
    g.lynch('Fac');
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(standing(g)).toEqual({ seat: 'Fac', outcome: 'loss', rule: 'O.3', victims: 0.5 });
    // F.40, C-3: every voter against him gets his face, whatever his team.
    expect(read(g.state, FACE)).toEqual(['Act', 'Blo', 'Com', 'Det', 'Doc', 'Inv', 'Red2']);
  });

  it('O.2: killed at night, a draw; F.40, C-3: the killer and his living partner get his face', () => {
    const g = game();
    modkill(g, 'Man', 'Blk');
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.ok('Maf1', 'shoot', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    g.lynch('Maf1');
    g.lynch('Maf2');
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(standing(g)).toEqual({ seat: 'Fac', outcome: 'draw', rule: 'O.2', victims: 0 });
    expect(read(g.state, FACE)).toEqual(['Maf1', 'Maf2']);
  });

  it.each([
    { reason: REMOVAL_DRAW_REASON, outcome: 'draw' },
    { reason: 'bargaining', outcome: 'loss' },
  ])('O.4: removed by the host (reason $reason): a $outcome', ({ reason, outcome }) => {
    const g = game();
    modkill(g, 'Maf1', 'Maf2', 'Man', 'Blk');
    g.dispatch({ type: 'modkill', seat: 'Fac', reason });
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(standing(g)).toEqual({ seat: 'Fac', outcome, rule: 'O.4', victims: 0 });
  });

  it('O.1: he outlived nine main players: a win, whatever the teams do later', () => {
    const g = game();
    modkill(g, 'Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act', 'Red1', 'Red2', 'Blk');
    for (let i = 0; i < 60 && !g.state.result; i++) g.closeStep();
    expect(g.state.result).toMatchObject({ factions: ['grey'] });
    expect(standing(g)).toEqual({ seat: 'Fac', outcome: 'win', rule: 'O.1', victims: 0 });
  });
});
