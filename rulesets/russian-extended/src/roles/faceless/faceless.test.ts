import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';
import { CUT, cutsOf, tallyOf } from './cuts';
import { DRAWN_FORMATS, drawSeats } from '../../drawn-setups';

/** The standard twelve and the Faceless as the 13th main player (F.30), holding `role` (F.27). */
function withFaceless(role = 'citizen'): Game {
  const grey: SeatSetup = { id: 'Fac', name: 'Fac', role, faction: 'grey', modifiers: [], attributes: {} };
  return new Game([], {}, 'faceless', [...seats(STANDARD), grey]);
}

const hasCut = (g: Game, seat: string): boolean => g.state.seats.some((s) => s.id === seat && s.statuses.some((x) => x.id === CUT));
const pmsTo = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat).map((n) => n.params);

describe('The Faceless (part 3 §2)', () => {
  it('F.1, F.5, F.7, F.8, F.25: the cut blocks the victim\'s role at once; public line, the Faceless learns the role, the victim his target, the target that he is one', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Fac', 'cut', ['Com', 'Red1']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'failed' });
    expect(g.lastPublic('morning.face-cut')).toEqual({ seat: 'Com' });
    expect(g.results('Fac')).toContainEqual({ kind: 'cut-role', target: 'Com', role: 'commissar' });
    expect(pmsTo(g, 'Com', 'pm.face-cut')).toEqual([{ target: 'Red1' }]);
    expect(pmsTo(g, 'Red1', 'pm.became-target')).toEqual([{}]);
    // Nobody else learns the role, the target or who is the Faceless.
    expect(g.results('Red2')).toEqual([]);
    expect(hasCut(g, 'Com')).toBe(true);
    g.night(2);
    expect(g.act('Com', 'check', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'role-lost' } });
  });

  it('F.10: a cut black loses his negative move that night', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Fac', 'cut', ['Maf1', 'Red1']);
    g.morning();
    expect(g.alive('Red2')).toBe(true);
  });

  it('F.14: no skip but after a revote without victims; F.3, F.4, F.9, F.13: the limits of the victim and his target', () => {
    const g = withFaceless();
    g.night(1);
    expect(g.act('Fac', 'cut', [])).toMatchObject({ ok: false, rejection: { code: 'cut-skip-forbidden' } });
    expect(g.act('Fac', 'cut', ['Com', 'Fac'])).toMatchObject({ ok: false, rejection: { code: 'target-is-faceless' } });
    g.ok('Fac', 'cut', ['Com', 'Red1']);
    g.morning();
    g.night(2);
    expect(g.act('Fac', 'cut', ['Com', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'cut-again-forbidden' } });
    expect(g.act('Fac', 'cut', ['Doc', 'Red1'])).toMatchObject({ ok: false, rejection: { code: 'target-used' } });
    g.ok('Fac', 'cut', ['Doc', 'Red2']);
  });

  it('F.2, F.20, F.21, F.34: the target\'s lynch gives the victim his role back; the Faceless is credited a quarter', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Fac', 'cut', ['Com', 'Red1']);
    g.morning();
    g.lynch('Red1');
    expect(g.alive('Red1')).toBe(false);
    expect(hasCut(g, 'Com')).toBe(false);
    expect(pmsTo(g, 'Com', 'pm.role-regained')).toEqual([{ role: 'commissar' }]);
    expect(tallyOf(g.state)).toBe(0.25);
    g.night(2);
    g.ok('Com', 'check', ['Maf1']);
    // F.13: a player who regained his role is not cut again.
    expect(g.act('Fac', 'cut', ['Com', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'cut-again-forbidden' } });
  });

  it('F.34: a lynched victim is worth half a win', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Fac', 'cut', ['Com', 'Red1']);
    g.morning();
    g.lynch('Com');
    expect(tallyOf(g.state)).toBe(0.5);
  });

  it.each([
    { phantom: true, tally: 0.5 },
    { phantom: false, tally: 0 },
  ])('F.37: shot at night, under the phantom effect ($phantom) he is still credited with a victim lynched at that day\'s vote', ({ phantom, tally }) => {
    const rows = STANDARD.map(([n, r, neg]): [string, string, string?] => (n === 'Red2' && phantom ? [n, 'phantom'] : [n, r, neg]));
    const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
    const g = new Game([], {}, 'faceless-phantom', [...seats(rows), grey]);
    g.night(1);
    g.ok('Fac', 'cut', ['Red1', 'Doc']);
    g.ok('Maf1', 'shoot', ['Fac'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    g.lynch('Red1');
    expect(tallyOf(g.state)).toBe(tally);
  });

  it('F.6, F.11, reading FA-9: the mayor may be a victim\'s target, never a victim; the victim regains his role through the Faceless\'s lynch (F.24)', () => {
    const g = withFaceless();
    g.to('election');
    g.votes('election', { Com: 'Doc', Red1: 'Doc', Red2: 'Doc', Maf1: 'Blo' });
    g.closeStep();
    g.ok('Doc', 'appoint-secretary', ['Red2']);
    g.night(1);
    expect(g.act('Fac', 'cut', ['Doc', 'Red1'])).toMatchObject({ ok: false, rejection: { code: 'target-is-mayor' } });
    g.ok('Fac', 'cut', ['Com', 'Doc']);
    g.morning();
    expect(pmsTo(g, 'Com', 'pm.face-cut')).toEqual([{ target: 'Doc' }]);
    g.to('lynch');
    g.votes('lynch', { Blo: 'Fac', Det: 'Fac', Inv: 'Fac' });
    g.closeStep();
    expect(hasCut(g, 'Com')).toBe(false);
    expect(pmsTo(g, 'Com', 'pm.role-regained')).toEqual([{ role: 'commissar' }]);
  });

  it('F.24, F.35: the Faceless lynched: every victim gets his role back; a victim lynched with him still counts', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Fac', 'cut', ['Com', 'Red1']);
    g.morning();
    g.lynch('Fac');
    expect(hasCut(g, 'Com')).toBe(false);
    expect(pmsTo(g, 'Com', 'pm.role-regained')).toEqual([{ role: 'commissar' }]);
    expect(cutsOf(g.state)[0]?.regained).toBe(true);
  });

  it('F.12, F.15, F.17: no cut sent: the Faceless cut his own face, with a target at random; his own cut still works', () => {
    const g = withFaceless('doctor');
    g.night(1);
    g.morning();
    expect(hasCut(g, 'Fac')).toBe(true);
    const [first] = cutsOf(g.state);
    expect(first?.victim).toBe('Fac');
    expect(first?.target).not.toBeNull();
    expect(first?.target).not.toBe('Fac');
    g.night(2);
    expect(g.act('Fac', 'heal', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'role-lost' } });
    g.ok('Fac', 'cut', ['Doc', 'Red2']);
  });

  it('F.16: his own face already cut and no move sent: the victim is chosen at random among those who may be cut', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Fac', 'cut', ['Fac', 'Red1']);
    g.morning();
    g.night(2);
    g.morning();
    const cuts = cutsOf(g.state);
    expect(cuts).toHaveLength(2);
    expect(cuts[1]?.victim).not.toBe('Fac');
    expect(hasCut(g, cuts[1]?.victim as string)).toBe(true);
  });

  it('F.28, F.31: the Faceless checks red; a killer who kills him learns grey', () => {
    const g = withFaceless();
    g.night(1);
    g.ok('Com', 'check', ['Fac']);
    g.ok('Fac', 'cut', ['Red2', 'Red1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Fac', colour: 'red' });
    g.night(2);
    g.ok('Maf1', 'shoot', ['Fac'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    expect(g.results('Maf1')).toContainEqual({ kind: 'victim-team', target: 'Fac', colour: 'grey' });
  });

  it('F.30: the drawn 13- and 17-player setups seat a grey Faceless who cuts', () => {
    for (const id of ['standard-13-drawn', 'extended-17-drawn']) {
      const format = DRAWN_FORMATS.find((f) => f.id === id);
      if (!format) throw new Error(id);
      const dealt = drawSeats(format, 'faceless').map((seat, i): SeatSetup => ({ id: `p${i}`, name: `p${i}`, role: seat.role, faction: seat.faction ?? 'red', modifiers: [], attributes: seat.attributes ?? {} }));
      const grey = dealt.filter((s) => s.faction === 'grey');
      expect(grey).toHaveLength(1);
      const g = new Game([], { format: format.format }, 'faceless', dealt);
      g.night(1);
      g.ok(grey[0]?.id as string, 'cut', ['p0', 'p1']);
      g.morning();
      expect(g.lastPublic('morning.face-cut')).toEqual({ seat: 'p0' });
    }
  });
});
