import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The Kamikaze held by a black (part 3 §3.2, l.100) in Blk's seat. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Blk' ? ['Kam', 'kamikaze', 'none'] : row));

describe('Kamikaze held by a black (N-KZ.1..N-KZ.3, N-KZ.6)', () => {
  it('N-KZ.1, N-KZ.2: a red holder of a listed role who visits him dies with him', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Kam', 'kamikaze-roles', ['doctor', 'commissar']);
    g.night(1);
    g.ok('Doc', 'heal', ['Kam']);
    g.morning();
    expect(g.alive('Kam')).toBe(false);
    expect(g.alive('Doc')).toBe(false);
  });

  it("N-KZ.2: a visit by an unlisted role, or a listed role's visit elsewhere, kills nobody", () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Kam', 'kamikaze-roles', ['doctor']);
    g.night(1);
    g.ok('Com', 'check', ['Kam']);
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it('N-KZ.3: of two listed visitors, only the one acting earlier (the blocker before the commissar) dies', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Kam', 'kamikaze-roles', ['blocker', 'commissar']);
    g.night(1);
    g.ok('Com', 'check', ['Kam']);
    g.ok('Blo', 'block', ['Kam'], { mode: 'protect' });
    g.morning();
    expect(g.dead().sort()).toEqual(['Blo', 'Kam']);
  });

  it('N-KZ.6: the list holds for the night after the evening it was sent; killers still die with him', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Kam', 'kamikaze-roles', ['doctor']);
    g.night(1);
    g.morning();
    g.night(2);
    g.ok('Doc', 'heal', ['Kam']);
    g.ok('Man', 'shoot', ['Kam']);
    g.morning();
    // Night 2 has no list (none was sent on day 2's evening): the doctor lives; the maniac, a black
    // killer of his own team, survives crippled and the kamikaze dies alone (kamikaze r.4).
    expect(g.alive('Doc')).toBe(true);
    expect(g.alive('Kam')).toBe(false);
  });

  it('a red kamikaze has no list', () => {
    const g = new Game(STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Kam', 'kamikaze'] : row)));
    g.to('evening');
    expect(g.act('Kam', 'kamikaze-roles', ['doctor'])).toMatchObject({ ok: false, rejection: { code: 'not-a-black-kamikaze' } });
  });
});
