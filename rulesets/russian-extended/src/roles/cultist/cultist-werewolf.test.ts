import { describe, expect, it } from 'vitest';
import { killedBefore } from '../werewolf';
import { cultistTable, transformedCultist } from './test-fixture';

/** The Cultist held by the Poisoner (a werewolf, G1) in Red2's seat; Blk's seat a red citizen. */
const TABLE = cultistTable(['Cult', 'cultist', 'poisoner'], { Blk: ['Red3', 'citizen'] });

describe('Cultist held by a werewolf (N-CUL.1, K.13)', () => {
  it('N-CUL.1: his devour that kills costs him his peacefulness at once', () => {
    const g = transformedCultist(TABLE);
    g.night(3);
    expect(killedBefore(g.state, 'Cult')).toBe(false);
    g.ok('Cult', 'devour', ['Act']);
    g.morning();
    expect(g.alive('Act')).toBe(false);
    expect(killedBefore(g.state, 'Cult')).toBe(true);
  });
});
