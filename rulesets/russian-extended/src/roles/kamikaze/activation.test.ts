import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { obtainedAfterActivation } from './activation';

/**
 * A mafioso holding the kamikaze role (Maf1's seat); Ac2 (Red2's seat) a second active citizen with a
 * black overlay: of the two vacancies, the lot of this table gives him the kamikaze's (ACT-11).
 */
const TABLE = STANDARD.map((row): [string, string, string?] =>
  row[0] === 'Maf1' ? ['Kam', 'kamikaze', 'mafia'] : row[0] === 'Red2' ? ['Ac2', 'active-citizen', 'none'] : row,
);

/** Day 1 evening Kam lists the doctor's role; night 1 the doctor heals him: both die (N-KZ.2). */
function activatedByList(): Game {
  const g = new Game(TABLE);
  g.to('evening');
  g.ok('Kam', 'kamikaze-roles', ['doctor']);
  g.night(1);
  g.ok('Doc', 'heal', ['Kam']);
  g.morning();
  return g;
}

describe('N-KZ.5: the kamikaze role obtained after a successful activation (reading N-KZ.5 A1)', () => {
  it('a black list kill activates the role: the black heir has no list and no answer to a killer', () => {
    const g = activatedByList();
    expect(g.dead().sort()).toEqual(['Doc', 'Kam']);
    const heir = g.state.seats.find((s) => s.role === 'kamikaze' && s.alive);
    expect(heir?.id).toBe('Ac2');
    expect(obtainedAfterActivation(g.state, 'Ac2')).toBe(true);
    g.to('evening');
    expect(g.act('Ac2', 'kamikaze-roles', ['commissar'])).toMatchObject({ ok: false, rejection: { code: 'not-a-black-kamikaze' } });
    g.night(2);
    g.ok('Man', 'shoot', ['Ac2']);
    g.morning();
    expect(g.alive('Ac2')).toBe(false);
    expect(g.state.seats.find((s) => s.id === 'Man')?.statuses.map((s) => s.id)).not.toContain('crippled');
  });

  it('the suicide stays open to the black heir', () => {
    const g = activatedByList();
    g.night(2);
    g.ok('Ac2', 'kamikaze-suicide', ['Red1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Ac2', 'Doc', 'Kam', 'Red1']);
  });

  it('a kamikaze whose suicide caught a black, still alive, obtained nothing: his list stands', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Kam', 'kamikaze-suicide', ['Man']);
    g.morning();
    expect(g.dead()).toEqual(['Man']);
    expect(obtainedAfterActivation(g.state, 'Kam')).toBe(false);
    g.to('evening');
    g.ok('Kam', 'kamikaze-roles', ['doctor']);
  });

  it('a holder who died without taking anyone along leaves a role never activated', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.lynch('Kam');
    expect(obtainedAfterActivation(g.state, 'Ac2')).toBe(false);
  });
});
