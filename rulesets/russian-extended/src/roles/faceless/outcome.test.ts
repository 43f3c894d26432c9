import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
const game = (rows: Array<[string, string, string?]>): Game => new Game([], {}, 'faceless-outcome', [...seats(rows), grey]);

/** Closes steps until the game ends (or `limit` steps). */
function playOut(g: Game, limit = 60): void {
  for (let i = 0; i < limit && !g.state.result; i++) g.closeStep();
}

describe('The Faceless\'s outcomes (part 3 §2.5)', () => {
  it('O.1: he outlives 9 main players: he leaves victorious; the blacks\' later win is only a draw', () => {
    const g = game(STANDARD);
    for (const seat of ['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act', 'Red1', 'Red2', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.closeStep();
    expect(g.alive('Fac')).toBe(false);
    expect(g.lastPublic('end.faceless-left')).toMatchObject({ seat: 'Fac', rule: 'O.1' });
    playOut(g);
    expect(g.state.result).toMatchObject({ factions: ['grey'], seats: ['Fac'], reason: 'reds-outnumbered+faceless-won' });
  });

  it('O.1.1: all blacks gone before the third vote: the reds have until day 5; the Faceless who survives it wins, the reds draw', () => {
    const g = game(STANDARD);
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    expect(g.state.result).toBeNull();
    // A lynch a day keeps NV-1's draw away; the Faceless lives through day 5.
    for (const seat of ['Red1', 'Red2', 'Doc']) g.lynch(seat);
    expect(g.state.result).toBeNull();
    playOut(g);
    expect(g.state.clock.phase).toMatchObject({ kind: 'night', number: 5 });
    expect(g.state.result).toMatchObject({ factions: ['grey'], reason: 'no-blacks-left+faceless-won' });
  });

  it('O.1.1: the last black lynched on day 5: the reds have all of day 6, not only day 5\'s evening', () => {
    const g = game(STANDARD);
    for (const seat of ['Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    for (const seat of ['Red1', 'Red2', 'Doc', 'Blk']) g.lynch(seat);
    g.night(5);
    expect(g.alive('Fac')).toBe(true);
    g.morning();
    expect(g.state.clock.phase).toMatchObject({ kind: 'day', number: 6 });
    expect(g.state.result).toBeNull();
    playOut(g);
    expect(g.state.clock.phase).toMatchObject({ kind: 'night', number: 6 });
    expect(g.state.result).toMatchObject({ factions: ['grey'], reason: 'no-blacks-left+faceless-won' });
  });

  it('O.1.1: the reds who lynch the Faceless in time win', () => {
    const g = game(STANDARD);
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.lynch('Fac');
    expect(g.state.result).toMatchObject({ factions: ['red'], reason: 'no-blacks-left' });
  });

  it('FX.1: his own investigator\'s kill makes the 9th gone: he stays until one more player is gone', () => {
    const rows = STANDARD.map(([n, r, neg]): [string, string, string?] => (n === 'Inv' ? [n, 'citizen'] : [n, r, neg]));
    const investigator: SeatSetup = { ...grey, role: 'investigator' };
    const g = new Game([], {}, 'faceless-fx1', [...seats(rows), investigator]);
    for (const seat of ['Com', 'Det', 'Maf1', 'Maf2', 'Man', 'Doc', 'Blo', 'Act']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.night(1);
    g.ok('Fac', 'vigilante', ['Blk']);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    expect(g.alive('Fac')).toBe(true);
    expect(g.state.result).toBeNull();
    g.dispatch({ type: 'modkill', seat: 'Inv', reason: 'test' });
    g.closeStep();
    expect(g.lastPublic('end.faceless-left')).toMatchObject({ seat: 'Fac', rule: 'O.1' });
  });

  it('O.1.3, F.19: the last black\'s suicide makes the 9th gone: no target for that night\'s cut; the reds still get that day; he survives it and wins', () => {
    const g = game(STANDARD);
    for (const seat of ['Doc', 'Blo', 'Com', 'Det', 'Act', 'Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.night(1);
    g.ok('Blk', 'suicide', []);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    expect(g.alive('Fac')).toBe(true);
    expect(g.state.result).toBeNull();
    // F.19: that night's cut victim gets no target.
    const pms = (key: string) => g.state.notices.filter((n) => n.key === key).map((n) => n.audience);
    expect(pms('pm.face-cut-no-target')).toEqual([{ to: 'seat', seat: 'Red1' }]);
    expect(pms('pm.became-target')).toEqual([]);
    playOut(g);
    expect(g.state.clock.phase).toMatchObject({ kind: 'night', number: 2 });
    expect(g.lastPublic('end.faceless-left')).toMatchObject({ seat: 'Fac', rule: 'O.1.1' });
    expect(g.state.result).toMatchObject({ factions: ['grey'], reason: 'no-blacks-left+faceless-won' });
  });

  it('O.1.3 with reading FA-23: the last black, an Immortal whose life is spent, takes his linked red along (BLK-13): the 10th gone, the Faceless wins at once', () => {
    const g = game(STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Blk', 'immortal', negative] : [name, role, negative])));
    g.to('evening');
    g.ok('Blk', 'link', ['Red1']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk'], { insurance: 'off' });
    g.ok('Fac', 'cut', ['Red2', 'Inv']);
    g.morning();
    expect(g.alive('Blk')).toBe(true);
    for (const seat of ['Doc', 'Blo', 'Com', 'Det', 'Act', 'Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.night(2);
    g.ok('Blk', 'suicide', []);
    g.ok('Fac', 'cut', ['Inv', 'Red1']);
    g.morning();
    expect(g.alive('Blk') || g.alive('Red1')).toBe(false);
    expect(g.state.result).toMatchObject({ factions: ['grey'] });
  });

  it('O.1.3: the reds lynch him on that day: they win', () => {
    const g = game(STANDARD);
    for (const seat of ['Doc', 'Blo', 'Com', 'Det', 'Act', 'Maf1', 'Maf2', 'Man']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    g.night(1);
    g.ok('Blk', 'suicide', []);
    g.ok('Fac', 'cut', ['Red1', 'Red2']);
    g.lynch('Fac');
    expect(g.state.result).toMatchObject({ factions: ['red'], reason: 'no-blacks-left' });
  });

  it.each([
    { shot: false, winner: 'grey', rule: 'O.1.2 (a), (b): the blacks do not shoot him in their night: he leaves, the blacks draw' },
    { shot: true, winner: 'black', rule: 'O.1.2 (a): the blacks shoot him in their night: they win' },
  ])('$rule', ({ shot, winner }) => {
    const g = game([['A', 'citizen'], ['B', 'citizen'], ['M', 'citizen', 'mafia'], ['N', 'citizen', 'maniac']]);
    g.night(1);
    g.ok('M', 'shoot', ['A']);
    g.closeStep();
    // Day 2 begins with the blacks ahead: their win waits for the night.
    expect(g.state.result).toBeNull();
    g.night(2);
    if (shot) g.ok('N', 'shoot', ['Fac']);
    g.closeStep();
    expect(g.state.result?.factions).toEqual([winner]);
  });
});
