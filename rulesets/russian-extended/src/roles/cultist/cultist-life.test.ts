import { describe, expect, it } from 'vitest';
import { cultsOf } from './state';
import { cultistTable, pms, shoot, transformedCultist } from './test-fixture';

/** The standard table with the Cultist in Red2's seat and the Poisoner in Blk's (part 2 §4.5). */
const TABLE = cultistTable(['Cult', 'cultist'], { Blk: ['Poi', 'citizen', 'poisoner'] });

describe('Cultist (L43): the spare life and the poisoner (r.4, r.8)', () => {
  it('r.4, edge case 4: he devours one of his own team: a spare life like the Immortal\'s, spent once', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Cult', 'devour', ['Act']);
    g.morning();
    expect(g.alive('Act')).toBe(false);
    expect(cultsOf(g.state).find((c) => c.seat === 'Cult')?.spareLife).toBe('unspent');
    g.night(4);
    shoot(g, 'Cult');
    g.morning();
    expect(g.alive('Cult')).toBe(true);
    expect(g.results('Cult')).toContainEqual({ kind: 'life-spent', attacked: ['Cult'] });
    // Once: the life is gone (the next attack kills him as any other).
    expect(cultsOf(g.state).find((c) => c.seat === 'Cult')?.spareLife).toBe('spent');
  });

  it('r.4: a devoured black gives no spare life', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Cult', 'devour', ['Maf2']);
    g.morning();
    expect(g.alive('Maf2')).toBe(false);
    expect(cultsOf(g.state).find((c) => c.seat === 'Cult')?.spareLife).toBeUndefined();
  });

  it('r.8 (reading A7): his heal broke the poisoning: the full price although nobody attacked', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Cult', 'cult-heal', ['Com']);
    g.ok('Poi', 'poison', ['Com']);
    g.morning();
    expect(pms(g, 'Poi', 'pm.move-failed')).toHaveLength(1);
    expect(g.results('Cult')).toContainEqual({ kind: 'cult-heal', target: 'Com', outcome: 'hit', souls: 2 });
  });

  it('poisoner r.2 "nor the cultist": his heal on the death night saves the poisoned victim', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    g.ok('Poi', 'poison', ['Com']);
    g.morning();
    g.lynch('Det');
    g.night(4);
    g.ok('Cult', 'cult-heal', ['Com']);
    g.morning();
    expect(g.alive('Com')).toBe(true);
  });
});
