import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { transformed } from '.';
import { cultistTable, transformedCultist } from './test-fixture';

/** The standard table with the Cultist in Red2's seat. */
const TABLE = cultistTable(['Cult', 'cultist']);
const souls = (g: Game) => g.results('Cult').filter((r) => r['kind'] === 'souls');

describe('Cultist (L43)', () => {
  it('cultist r.2, r.3, contract A1: a sacrificed player killed at night or lynched gives a soul; three souls transform him', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Cult', 'sacrifice', ['Red1', 'Blk'])).toMatchObject({ ok: false });
    g.ok('Cult', 'sacrifice', ['Red1', 'Blk', 'Act']);
    g.to('actions', 'night');
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(souls(g)).toEqual([{ kind: 'souls', count: 1 }]);
    g.lynch('Blk');
    expect(souls(g)).toEqual([{ kind: 'souls', count: 1 }, { kind: 'souls', count: 2 }]);
    expect(transformed(g.state, 'Cult')).toBe(false);
    // T.15: no new sacrifice: the last one stays in force.
    g.to('actions', 'night');
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    expect(souls(g).at(-1)).toEqual({ kind: 'souls', count: 3 });
    expect(transformed(g.state, 'Cult')).toBe(true);
  });

  it('cultist r.2: a death outside the sacrifice gives nothing', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Cult', 'sacrifice', ['Red1', 'Blk', 'Act']);
    g.to('actions', 'night');
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(souls(g)).toEqual([]);
  });
});

describe('Cultist (L43): the devour and the heal', () => {

  /** Whichever side holds a shot tonight shoots (K.1, K.2). */
  const shoot = (g: Game, target: string): void => {
    if (!g.act('Maf1', 'shoot', [target], { insurance: 'off' }).ok) g.ok('Man', 'shoot', [target]);
  };

  it('r.3: no devour before three souls (`not-transformed`); r.6: no heal without souls (`not-enough-souls`)', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Cult', 'devour', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'not-transformed' } });
    expect(g.act('Cult', 'cult-heal', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-souls' } });
  });

  it('r.3, r.4, r.5: transformed, he devours one player (victim-team), gets no soul for him, and kills no more', () => {
    const g = transformedCultist(TABLE);
    expect(transformed(g.state, 'Cult')).toBe(true);
    g.to('evening');
    g.ok('Cult', 'sacrifice', ['Maf2', 'Man', 'Com']);
    g.night(3);
    g.ok('Cult', 'devour', ['Maf2']);
    g.morning();
    expect(g.alive('Maf2')).toBe(false);
    expect(g.results('Cult')).toContainEqual({ kind: 'victim-team', target: 'Maf2', colour: 'black' });
    expect(souls(g).at(-1)).toEqual({ kind: 'souls', count: 3 });
    g.night(4);
    expect(g.act('Cult', 'devour', ['Man'])).toMatchObject({ ok: false, rejection: { code: 'devour-used' } });
  });

  it('r.6, r.7, r.11: a heal of an attacked player costs 1 (hit); of an unattacked one nothing (miss); self 2, or 1 when not needed', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Cult', 'cult-heal', ['Com']);
    shoot(g, 'Com');
    g.morning();
    expect(g.alive('Com')).toBe(true);
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Com', outcome: 'hit', souls: 2 });
    g.lynch('Blk');
    g.night(4);
    g.ok('Cult', 'cult-heal', ['Det']);
    g.morning();
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Det', outcome: 'miss', souls: 2 });
    g.lynch('Man');
    g.night(5);
    g.ok('Cult', 'cult-heal', ['Cult']);
    g.morning();
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Cult', outcome: 'miss', souls: 1 });
  });

  it('K.8: the doctor heals the same attacked player: his heal is counted first (hit), the cultist\'s was not needed (miss, one soul less)', () => {
    // Transformed as transformedCultist does, with the doctor kept alive (Act lynched instead).
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Cult', 'sacrifice', ['Red1', 'Act', 'Blo']);
    g.night(1);
    shoot(g, 'Red1');
    g.morning();
    g.lynch('Act');
    g.night(2);
    shoot(g, 'Blo');
    g.morning();
    g.lynch('Blk');
    g.night(3);
    g.ok('Cult', 'cult-heal', ['Com']);
    g.ok('Doc', 'heal', ['Com']);
    shoot(g, 'Com');
    g.morning();
    expect(g.alive('Com')).toBe(true);
    expect(g.public('morning.doctor')).toContainEqual({ outcome: 'hit' });
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Com', outcome: 'miss', souls: 3 });
  });

  it('r.9: a repeated self-heal costs 3 (refused with fewer souls)', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Cult', 'cult-heal', ['Cult']);
    shoot(g, 'Cult');
    g.morning();
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Cult', outcome: 'hit', souls: 1 });
    g.lynch('Blk');
    g.night(4);
    expect(g.act('Cult', 'cult-heal', ['Cult'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-souls' } });
  });
});
