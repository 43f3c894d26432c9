import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** Red1 the Terrorist, Red2 a second Active citizen (ACT-11). */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Ter', 'terrorist'] : name === 'Red2' ? ['Act2', 'active-citizen'] : [name, role, negative],
);

describe('Active citizen and a crippled player (ACT-10, part 1 §1.7 example 3)', () => {
  it('ACT-10: a player crippled by the Terrorist who later dies leaves no role to take over', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.ok('Ter', 'detonator', []);
    g.to('lynch');
    g.ok('Ter', 'detonate', ['Com']);
    g.closeStep();
    expect(g.alive('Ter')).toBe(false);
    // One active citizen took the terrorist's role (ACT-2); the other is still an active citizen.
    const heirs = g.state.seats.filter((s) => s.role === 'active-citizen').map((s) => s.id);
    expect(heirs).toHaveLength(1);
    g.night(2);
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    expect(g.alive('Com')).toBe(false);
    expect(g.state.seats.filter((s) => s.role === 'commissar' && s.alive)).toEqual([]);
    expect(g.state.seats.filter((s) => s.role === 'active-citizen').map((s) => s.id)).toEqual(heirs);
  });

  it('ACT-2 control: an uncrippled commissar killed the same way passes his role on', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
    g.morning();
    expect(g.state.seats.filter((s) => s.role === 'commissar' && s.alive)).toHaveLength(1);
  });
});
