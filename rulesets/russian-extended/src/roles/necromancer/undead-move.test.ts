import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Necromancer. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Nec', 'necromancer'] : [name, role, negative]));

/** Day 1: Nec curses Com, Doc and Red2; night 1 the mafia kills Com and the maniac Doc (extended), so both are undead. */
function twoUndead(): Game {
  const g = new Game(TABLE, { format: 'extended' });
  g.to('evening');
  g.ok('Nec', 'curse', ['Com', 'Doc', 'Red2']);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
  g.ok('Man', 'shoot', ['Doc']);
  g.morning();
  return g;
}

describe('Necromancer: the contract’s `undead-move` (contract §6, A8)', () => {
  it('r.3, r.7: one move per undead, both the same night, recorded and resolved as the granted moves', () => {
    const g = twoUndead();
    g.night(2);
    g.ok('Nec', 'undead-move', ['Com'], { move: { ability: 'check', targets: ['Maf2'] } });
    g.ok('Nec', 'undead-move', ['Doc'], { move: { ability: 'heal', targets: ['Det'] } });
    expect(g.state.intents.filter((i) => i.actor === 'Nec').map((i) => [i.ability, i.grant, i.targets])).toEqual([
      ['check', 'undead-Com', ['Maf2']],
      ['heal', 'undead-Doc', ['Det']],
    ]);
    g.morning();
    expect(g.results('Nec')).toContainEqual({ kind: 'check', target: 'Maf2', colour: 'black' });
  });

  it('refuses a corpse that is not his undead, a move the role does not give (r.11), a missing move, the wrong time', () => {
    const g = twoUndead();
    g.night(2);
    expect(g.act('Nec', 'undead-move', ['Blo'], { move: { ability: 'block', targets: ['Maf2'] } })).toMatchObject({ ok: false, rejection: { code: 'not-your-undead' } });
    expect(g.act('Nec', 'undead-move', ['Com'], { move: { ability: 'heal', targets: ['Maf2'] } })).toMatchObject({ ok: false, rejection: { code: 'role-not-usable' } });
    expect(g.act('Nec', 'undead-move', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    expect(g.act('Nec', 'undead-day-move', ['Com'], { move: { ability: 'check', targets: ['Maf2'] } })).toMatchObject({ ok: false, rejection: { code: 'wrong-phase' } });
    expect(g.act('Blo', 'undead-move', ['Com'], { move: { ability: 'check', targets: ['Maf2'] } })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(g.state.intents.filter((i) => i.actor === 'Nec')).toEqual([]);
  });

  it('r.9: the wrapped move is checked as the granted move: never at the Necromancer', () => {
    const g = twoUndead();
    g.night(2);
    expect(g.act('Nec', 'undead-move', ['Doc'], { move: { ability: 'heal', targets: ['Nec'] } })).toMatchObject({ ok: false, rejection: { code: 'target-is-necromancer' } });
  });

  it('r.13: a cursed citizen’s corpse is his undead but gives no move (`role-not-usable`)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Nec', 'curse', ['Com', 'Doc', 'Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.night(2);
    expect(g.act('Nec', 'undead-move', ['Red2'], { move: { ability: 'check', targets: ['Maf2'] } })).toMatchObject({ ok: false, rejection: { code: 'role-not-usable' } });
  });
});
