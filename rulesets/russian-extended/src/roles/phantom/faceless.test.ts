import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { activeCuts, tallyOf } from '../faceless/cuts';
import { facelessStanding } from '../faceless/standing';
import { possessionsOf } from './possession';

const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'phantom', faction: 'grey', modifiers: [], attributes: {} };

/** Nights 1 and 2 he cuts Red1 (target Red2) and Det (target Inv); day 2 lynches Blk; day 3 goes to its lynch. */
function twoVictims(): Game {
  const g = new Game([], {}, 'faceless-phantom', [...seats(STANDARD), grey]);
  g.night(1);
  g.ok('Fac', 'cut', ['Red1', 'Red2']);
  g.lynch('Blk');
  g.night(2);
  g.ok('Fac', 'cut', ['Det', 'Inv']);
  g.to('lynch');
  return g;
}

describe('The Phantom held by the Faceless (part 3 §2.7, l.70)', () => {
  it('FP.2: he possesses only a player whose face he cut', () => {
    const g = twoVictims();
    expect(g.act('Fac', 'possess', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'invalid-target' } });
    g.ok('Fac', 'possess', ['Red1']);
  });

  it('FP.3 (against F.24): lynched, the possessed victim keeps his cut; every other victim regains his role', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.ok('Fac', 'possess', ['Red1']);
    g.closeStep();
    expect(g.alive('Fac')).toBe(false);
    expect(activeCuts(g.state).map((c) => c.victim)).toEqual(['Red1']);
  });

  it('F.24 without a possession: his lynch gives every victim his role back', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.closeStep();
    expect(activeCuts(g.state)).toEqual([]);
  });

  it('a red Phantom possesses anyone (FP.2 is the Faceless\'s only)', () => {
    const rows = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Phan', 'phantom'] : [name, role, negative]));
    const g = new Game(rows);
    g.night(1);
    g.to('lynch');
    g.ok('Phan', 'possess', ['Doc']);
  });

  it('FP.4: at the next day\'s vote his ballot weighs 0, even with the possessed player', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.ok('Fac', 'possess', ['Red1']);
    g.closeStep();
    g.night(3);
    g.to('lynch');
    g.votes('lynch', { Fac: 'Maf1', Red1: 'Maf1', Doc: 'Maf2' });
    g.closeStep();
    expect(g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Fac')?.weight).toBe(0);
    expect(g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Red1')?.weight ?? 1).toBe(1);
  });

  it('FP.4: lynched alone, at the additional vote of the same day his ballot already weighs 0', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.ok('Fac', 'possess', ['Red1']);
    g.closeStep();
    g.votes('additional-lynch', { Fac: 'Maf1', Doc: 'Maf1', Com: 'Maf2' });
    g.closeStep();
    expect(g.state.polls.find((p) => p.spec.id === 'additional-lynch')?.spec.voters.find((v) => v.seat === 'Fac')?.weight).toBe(0);
  });

  it('FP.5: when the possessed victim\'s target dies (a night kill), he leaves the game at once; lynched, his outcome stays a loss', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.ok('Fac', 'possess', ['Red1']);
    g.closeStep();
    g.night(3);
    expect(possessionsOf(g.state).find((p) => p.phantom === 'Fac')?.left).not.toBe(true);
    // Night 3 is the mafia's: it kills Red2, the possessed Red1's target.
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    expect(possessionsOf(g.state).find((p) => p.phantom === 'Fac')?.left).toBe(true);
    expect(facelessStanding(g.state)).toMatchObject({ outcome: 'loss', rule: 'O.3' });
  });

  it('FP.1, FP.5, reading FA-14 (b) ★: the lynch of the possessed victim is his one more victim (½) and ends his stay', () => {
    const g = twoVictims();
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Fac')) g.vote(seat.id, 'lynch', 'Fac');
    g.ok('Fac', 'possess', ['Red1']);
    g.closeStep();
    const before = tallyOf(g.state);
    g.night(3);
    g.morning();
    g.lynch('Red1');
    expect(tallyOf(g.state)).toBe(before + 0.5);
    expect(possessionsOf(g.state).find((p) => p.phantom === 'Fac')?.left).toBe(true);
  });
});

