import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { transformed } from '.';

/** The standard table with the Cultist in Red2's seat. */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Red2' ? ['Cult', 'cultist'] : [name, role, negative]));
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
