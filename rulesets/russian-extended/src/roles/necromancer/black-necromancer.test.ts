import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the necromancer's role held by a red (Red1) or by the black Blk. */
const table = (holder: 'Red1' | 'Blk'): Array<[string, string, string?]> =>
  STANDARD.map(([name, role, negative]) => (name === holder ? [name, 'necromancer', negative] : [name, role, negative]));

/** Day 1 he curses Com, Det and Red2; night 1 the mafia kills Com, who is undead. */
function undeadCommissar(holder: 'Red1' | 'Blk'): Game {
  const g = new Game(table(holder));
  g.to('evening');
  g.ok(holder, 'curse', ['Com', 'Det', 'Red2']);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
  g.morning();
  g.lynch('Act');
  g.night(2);
  return g;
}

describe('N-NEC.1: the roles of a black necromancer\'s undead fall under the negative adjustments', () => {
  it('his undead commissar is a black commissar (N-COM.2: he may substitute what the investigator is sent); a red necromancer\'s is not', () => {
    const black = undeadCommissar('Blk');
    black.ok('Blk', 'undead-move', ['Com'], { move: { ability: 'check', targets: ['Maf2'], options: { substitute: 'red' } } });
    const red = undeadCommissar('Red1');
    expect(red.act('Red1', 'undead-move', ['Com'], { move: { ability: 'check', targets: ['Maf2'], options: { substitute: 'red' } } })).toMatchObject({
      ok: false,
      rejection: { code: 'not-a-black-commissar' },
    });
  });
});
