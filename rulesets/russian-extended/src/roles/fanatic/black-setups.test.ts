import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Prostitute and a black (mafia) Fanatic in the werewolf seat. */
const TABLE = (maf1Role = 'citizen'): Array<[string, string, string?]> =>
  STANDARD.map(([name, role, negative]): [string, string, string?] =>
    name === 'Red1' ? ['Pro', 'prostitute'] : name === 'Blk' ? ['Fan', 'fanatic', 'mafia'] : name === 'Maf1' ? ['Maf1', maf1Role, 'mafia'] : [name, role, negative],
  );

/** Day 1 evening: the Fanatic names Red2. */
function withFavourite(maf1Role?: string): Game {
  const g = new Game(TABLE(maf1Role));
  g.to('evening');
  g.ok('Fan', 'favourite', ['Red2']);
  return g;
}

describe('A black Fanatic\'s revenge after set-ups and accidents (part 3 l.99: N-FN.2, N-FN.3)', () => {
  it('N-FN.3: his favourite died as the Prostitute\'s client when his own side shot her: an accident, the revenge is his', () => {
    const g = withFavourite();
    g.night(1);
    g.ok('Pro', 'take', ['Red2']);
    g.ok('Maf1', 'shoot', ['Pro'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    g.lynch('Act');
    g.night(2);
    expect(g.act('Fan', 'revenge', ['Doc'])).toMatchObject({ ok: true });
  });

  it('N-FN.1: his own side chose the favourite: no revenge (the contrast)', () => {
    const g = withFavourite();
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    g.lynch('Act');
    g.night(2);
    expect(g.act('Fan', 'revenge', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });

  it('N-FN.2: the maniac\'s shot at his partner, a black bodyguard guarding the favourite, kills the favourite (N-BG.3): a set-up, no revenge', () => {
    const g = withFavourite('bodyguard');
    g.night(1);
    g.ok('Maf1', 'guard', ['Red2']);
    g.ok('Maf2', 'shoot', ['Inv'], { insurance: 'off' });
    g.morning();
    g.lynch('Act');
    g.night(2);
    g.ok('Maf1', 'guard', ['Red2']);
    g.ok('Man', 'shoot', ['Maf1']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    expect(g.alive('Maf1')).toBe(true);
    g.lynch('Det');
    g.night(3);
    expect(g.act('Fan', 'revenge', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });

  it('N-FN.2: a contract of his side naming the favourite\'s civilian role, carried out by the Mercenary: no revenge', () => {
    const rows = TABLE().map(([name, role, negative]): [string, string, string?] => (name === 'Red2' ? ['Mer', 'citizen', 'mercenary'] : [name, role, negative]));
    const g = new Game(rows);
    g.to('evening');
    g.ok('Fan', 'favourite', ['Doc']);
    g.night(1);
    g.ok('Maf1', 'contract', [], { role: 'doctor' });
    g.ok('Maf1', 'shoot', ['Inv'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    g.lynch('Act');
    g.night(2);
    expect(g.act('Fan', 'revenge', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });
});
