import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { fanaticOf } from './state';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Fan', 'fanatic'] : row));

/** Day 1's evening with the favourite named, then night 1. */
const withFavourite = (favourite: string, table = TABLE): Game => {
  const g = new Game(table);
  g.to('evening');
  g.ok('Fan', 'favourite', [favourite]);
  g.night(1);
  return g;
};

/** The favourite (Red2) killed on night 1 by the mafia; night 2 ready. */
const avengerAtNight2 = (table = TABLE): Game => {
  const g = withFavourite('Red2', table);
  g.ok('Maf1', 'shoot', ['Red2']);
  g.morning();
  expect(g.alive('Red2')).toBe(false);
  g.night(2);
  return g;
};

describe('Fanatic (L36)', () => {
  it('r.1, r.2: the favourite named on day 1 and his role at once; each morning his role moves\' targets; not after day 1', () => {
    const g = withFavourite('Doc');
    expect(g.results('Fan')).toContainEqual({ kind: 'favourite-role', target: 'Doc', role: 'doctor' });
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.results('Fan')).toContainEqual({ kind: 'favourite-moves', target: 'Doc', visited: ['Red2'] });
    g.to('evening');
    expect(g.act('Fan', 'favourite', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'not-day-one' } });
  });

  it('reading A3: not himself', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Fan', 'favourite', ['Fan'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
  });

  it('r.2: a favourite who made no move gives no morning result', () => {
    const g = withFavourite('Red2');
    g.morning();
    expect(g.results('Fan').filter((r) => r['kind'] === 'favourite-moves')).toEqual([]);
  });

  it('r.9: no favourite named: a random one by the morning, never himself nor a victim of the first night', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const g = new Game(TABLE, {}, seed);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Doc']);
      g.morning();
      const record = fanaticOf(g.state, 'Fan');
      expect(record?.favourite).toBeDefined();
      expect(['Fan', 'Doc']).not.toContain(record?.favourite);
      expect(g.results('Fan')).toContainEqual(expect.objectContaining({ kind: 'favourite-role', target: record?.favourite }));
    }
  });

  it('r.3: no revenge while the favourite lives', () => {
    const g = withFavourite('Red2');
    expect(g.act('Fan', 'revenge', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });

  it('r.3, r.5, r.7, r.4: an own-team kill lets him go on; an opposite-team kill avenges the favourite and ends the revenge', () => {
    const g = avengerAtNight2();
    g.ok('Fan', 'revenge', ['Doc']);
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(g.results('Fan')).toContainEqual({ kind: 'victim-team', target: 'Doc', colour: 'red' });
    expect(fanaticOf(g.state, 'Fan')).toMatchObject({ avenged: false, ownKills: 1 });
    g.night(3);
    g.ok('Fan', 'revenge', ['Maf1']);
    g.morning();
    expect(g.alive('Maf1')).toBe(false);
    expect(fanaticOf(g.state, 'Fan')).toMatchObject({ avenged: true });
    g.night(4);
    expect(g.act('Fan', 'revenge', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
  });

  it('l.115 item 8: a revenge that killed nobody: he may try again', () => {
    const g = avengerAtNight2();
    g.ok('Doc', 'heal', ['Maf1']);
    g.ok('Fan', 'revenge', ['Maf1']);
    g.morning();
    expect(g.alive('Maf1')).toBe(true);
    expect(g.state.notices.some((n) => n.audience.to === 'seat' && n.audience.seat === 'Fan' && n.key === 'pm.try-again')).toBe(true);
    expect(fanaticOf(g.state, 'Fan')).toMatchObject({ avenged: false, ownKills: 0 });
  });

  it('Interactions, blocker: his protection breaks the fanatic\'s kill as a negative move', () => {
    const g = avengerAtNight2();
    g.ok('Blo', 'block', ['Doc'], { mode: 'protect' });
    g.ok('Fan', 'revenge', ['Doc']);
    g.morning();
    expect(g.alive('Doc')).toBe(true);
  });

  it('r.8: lynched after an own-team kill, not avenged, he takes one player with him; never before', () => {
    const g = avengerAtNight2();
    g.to('lynch');
    expect(g.act('Fan', 'take-along', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-take-along' } });
    g.vote('Doc', 'lynch', 'Blk');
    g.night(3);
    g.ok('Fan', 'revenge', ['Com']);
    g.morning();
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', seat.id === 'Fan' ? 'Blk' : 'Fan');
    g.ok('Fan', 'take-along', ['Maf1']);
    g.closeStep();
    expect(g.dead()).toEqual(expect.arrayContaining(['Fan', 'Maf1']));
    expect(g.public('day.taken-along')).toEqual([{ by: 'Fan', seat: 'Maf1' }]);
  });

  it('T.7, hero r.9: a hero defending a fanatic who takes a player along skips; the save is not spent', () => {
    const table = TABLE.map((row): [string, string, string?] => (row[0] === 'Act' ? ['Her', 'hero'] : row));
    const g = avengerAtNight2(table);
    g.ok('Fan', 'revenge', ['Com']);
    g.morning();
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', seat.id === 'Fan' ? 'Blk' : 'Fan');
    g.ok('Fan', 'take-along', ['Her']);
    g.ok('Her', 'defend', ['Fan']);
    g.closeStep();
    expect(g.dead()).toEqual(expect.arrayContaining(['Fan', 'Her']));
    expect(g.public('day.hero-saved')).toEqual([]);
  });

  it('N-FN.1, N-FN.4: a black fanatic whose favourite his own side killed gets no revenge; killed by the other side, he does', () => {
    const black = TABLE.map((row): [string, string, string?] => (row[0] === 'Fan' ? ['Fan', 'fanatic', 'mafia'] : row[0] === 'Maf2' ? ['Maf2', 'citizen'] : row));
    const own = withFavourite('Red2', black);
    own.ok('Maf1', 'shoot', ['Red2']);
    own.morning();
    own.night(2);
    expect(own.act('Fan', 'revenge', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'no-revenge-right' } });
    const other = withFavourite('Red2', black);
    other.morning();
    other.night(2);
    other.ok('Man', 'shoot', ['Red2']);
    other.morning();
    other.night(3);
    other.ok('Fan', 'revenge', ['Doc']);
  });
});
