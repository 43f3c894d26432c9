import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { undeadOf } from './undead';
import { toysOf } from './toys';

/** The standard table with Red1 as the Necromancer. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Nec', 'necromancer'] : [name, role, negative]));

/** Day 1 he curses Com, Det and Red2; night 1 the mafia kills Com (undead) and, day 2, Inv is lynched (an ordinary corpse). */
function withUndeadCom(): Game {
  const g = new Game(TABLE);
  g.to('evening');
  g.ok('Nec', 'curse', ['Com', 'Det', 'Red2']);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
  g.morning();
  g.lynch('Inv');
  g.night(2);
  return g;
}

describe('Necromancer: the undead as a killer\'s target (l.42 r.3–r.5)', () => {
  it('r.3: only an undead among the dead may be shot; the killers\' insurance names the living only', () => {
    const g = withUndeadCom();
    expect(undeadOf(g.state, 'Nec')).toEqual(['Com']);
    expect(g.act('Man', 'shoot', ['Inv'])).toMatchObject({ ok: false, rejection: { code: 'target-not-alive' } });
    expect(g.act('Maf1', 'insure', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'target-not-alive' } });
    g.ok('Man', 'shoot', ['Com']);
  });

  it('r.5: laid to rest, his role is the Necromancer\'s no longer and he is among the lost toys', () => {
    const g = withUndeadCom();
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    expect(undeadOf(g.state, 'Nec')).toEqual([]);
    expect(toysOf(g.state, 'Nec')).toMatchObject({ cursed: ['Det', 'Red2'], lost: ['Com'] });
    expect(g.state.seats.find((s) => s.id === 'Com')?.statuses.map((s) => s.id)).not.toContain('undead');
  });

  it('r.4 (reading A-R4): the shot is spent, the extra move is the next night\'s only and is never banked', () => {
    const g = withUndeadCom();
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    expect(g.bank('maniac')).toBe(0);
    g.lynch('Blk');
    g.night(3);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.bank('maniac')).toBe(0);
    g.lynch('Act');
    g.night(4);
    expect(g.act('Man', 'shoot', ['Doc', 'Blo'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-shots' } });
  });
});
