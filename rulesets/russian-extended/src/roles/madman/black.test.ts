import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The Madman held by a black: `seat` is replaced by Mad (madman) with that overlay. */
const table = (seat: string, negative: string): Array<[string, string, string?]> =>
  STANDARD.map(([name, role, neg]): [string, string, string?] => (name === seat ? (negative ? ['Mad', 'madman', negative] : ['Mad', 'madman']) : [name, role, neg]));

/** Night 3 with Det and Act lynched on the way (no night kills, so the mafia banks its night-1 shot). */
function nightThree(seat = 'Blk', negative = 'none'): Game {
  const g = new Game(table(seat, negative));
  g.quietTo(3, ['Det', 'Act']);
  return g;
}

describe('Madman held by a black (N-MD.1..N-MD.6)', () => {
  it('N-MD.1, N-MD.2: two reds both die with him (no lot) and the shot due tonight is burnt', () => {
    const g = nightThree();
    const before = g.bank('mafia');
    g.ok('Mad', 'arson', ['Red1', 'Red2']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Act', 'Det', 'Mad', 'Red1', 'Red2']);
    // Without the fire the unused mafia shot of night 3 would be banked (MAF-4): it is burnt instead.
    expect(g.bank('mafia')).toBe(before);
  });

  it('without the fire the mafia banks the unused night-3 shot (the control for N-MD.2)', () => {
    const g = nightThree();
    const before = g.bank('mafia');
    g.morning();
    expect(g.bank('mafia')).toBe(before + 1);
  });

  it('N-MD.5, N-MD.4: a chosen black survives crippled; with one black the shot stays', () => {
    const g = nightThree();
    const before = g.bank('mafia');
    g.ok('Mad', 'arson', ['Maf1', 'Red1']);
    g.morning();
    expect(g.alive('Maf1')).toBe(true);
    expect(g.alive('Red1')).toBe(false);
    expect(g.state.seats.find((s) => s.id === 'Maf1')?.statuses.map((s) => s.id)).toContain('crippled');
    expect(g.bank('mafia')).toBe(before + 1);
  });

  it('N-MD.4: two blacks chosen: both survive crippled and the due side gains a shot for his death', () => {
    const g = nightThree();
    const before = g.bank('mafia');
    g.ok('Mad', 'arson', ['Maf1', 'Man']);
    g.morning();
    expect(g.alive('Maf1') && g.alive('Man')).toBe(true);
    expect(g.alive('Mad')).toBe(false);
    expect(g.bank('mafia')).toBe(before + 2);
  });

  it('N-MD.6: with a reserve shot of his side he names a third player, spending that reserve', () => {
    const g = nightThree('Maf2', 'mafia');
    expect(g.bank('mafia')).toBeGreaterThan(0);
    g.ok('Mad', 'arson', ['Red1', 'Red2', 'Doc']);
    g.morning();
    expect(['Red1', 'Red2', 'Doc', 'Mad'].every((s) => !g.alive(s))).toBe(true);
  });

  it('N-MD.6: no third player without a reserve, nor for a red madman', () => {
    const red = new Game(table('Red1', ''));
    red.quietTo(3, ['Det', 'Act']);
    expect(red.act('Mad', 'arson', ['Red2', 'Doc', 'Blo'])).toMatchObject({ ok: false, rejection: { code: 'no-reserve-for-third' } });
    const black = nightThree();
    expect(black.act('Mad', 'arson', ['Red2', 'Doc', 'Blo'])).toMatchObject({ ok: false, rejection: { code: 'no-reserve-for-third' } });
  });

  it('N-MD.3: after a witch hunt lynched two blacks (no new shot), only one of two reds dies', () => {
    const g = new Game(table('Blk', 'none'));
    g.night(1);
    g.morning();
    g.lynch('Det');
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    g.to('hunt-approval');
    for (const v of ['Doc', 'Blo', 'Com', 'Inv', 'Red1']) g.vote(v, 'hunt-approval', 'yes');
    g.closeStep();
    g.votes('hunt', { Doc: ['Maf1', 'Maf2'], Blo: ['Maf1', 'Maf2'], Com: ['Maf1', 'Maf2'] });
    g.closeStep();
    expect(g.alive('Maf1') || g.alive('Maf2')).toBe(false);
    g.night(3);
    g.ok('Mad', 'arson', ['Red1', 'Red2']);
    g.morning();
    expect([g.alive('Red1'), g.alive('Red2')].filter((alive) => !alive)).toHaveLength(1);
    expect(g.alive('Mad')).toBe(false);
  });
});
