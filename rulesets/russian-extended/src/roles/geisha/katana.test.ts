import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { capacity } from '../../night/shots';
import { geishaSide, seatOf } from '../../model';

/** The standard table with the werewolf slot held by the Geisha (part 2 §4.7). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Gei', role, 'geisha'] : [name, role, negative]));
/** The same with an Imitator as a thirteenth player (imitator r.1: he becomes the maniac). */
const WITH_IMITATOR: Array<[string, string, string?]> = [...TABLE.slice(0, 8), ['Red3', 'citizen'], ...TABLE.slice(8), ['Imi', 'citizen', 'imitator']];

/** Night 1 (the mafia's): the mafia kills the maniac. */
function maniacOut(rows: Array<[string, string, string?]>): Game {
  const g = new Game(rows);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Man'], { insurance: 'off' });
  g.morning();
  expect(g.alive('Man')).toBe(false);
  return g;
}

describe('Geisha the killer (part 2 §4.7 r.12–r.15)', () => {
  it('r.12: no katana while the maniac lives; once he is out she is on his side, with one kill at a time (r.13)', () => {
    const g = new Game(TABLE);
    expect(geishaSide(g.state, seatOf(g.state, 'Gei'))).toBeNull();
    const out = maniacOut(TABLE);
    expect(geishaSide(out.state, seatOf(out.state, 'Gei'))).toBe('maniac');
    expect(capacity(out.state, 'maniac')).toBe(1);
  });

  it('r.13: her company after her katana on the same player is refused too (katana-same-target), on another player it goes', () => {
    const g = maniacOut(TABLE);
    g.night(2);
    g.ok('Gei', 'shoot', ['Red1']);
    expect(g.act('Gei', 'entertain', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'katana-same-target' } });
    g.ok('Gei', 'entertain', ['Com']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Gei')).toContainEqual({ kind: 'client-role', target: 'Com', role: 'commissar' });
  });

  it('reading Geisha A-K1: an Imitator who became the maniac keeps her from the katana, and she insures him (r.14)', () => {
    const g = maniacOut(WITH_IMITATOR);
    expect(geishaSide(g.state, seatOf(g.state, 'Gei'))).toBeNull();
    g.night(2);
    expect(g.act('Gei', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-killer-move' } });
    g.ok('Imi', 'shoot', ['Red1']);
    g.ok('Blo', 'block', ['Imi'], { mode: 'arrest' });
    g.ok('Gei', 'insure', ['Red2']);
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
  });

  it('r.14: her insurance with no shot of the maniac tonight does nothing; her katana and an insurance at once are refused (shoot-or-insure)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Gei', 'insure', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.dead()).toEqual(['Red1']);
    const out = maniacOut(TABLE);
    out.night(2);
    out.ok('Gei', 'shoot', ['Red2']);
    expect(out.act('Gei', 'insure', ['Act'])).toMatchObject({ ok: false, rejection: { code: 'shoot-or-insure' } });
  });
});
