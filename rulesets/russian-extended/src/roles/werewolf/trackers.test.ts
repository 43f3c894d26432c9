import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Homeless for Red1 and the Poisoner in the werewolf slot. */
const TABLE: Array<[string, string, string?]> = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Hom', 'homeless'] : row[0] === 'Blk' ? ['Poi', 'citizen', 'poisoner'] : row));

describe('a werewolf\'s special move is seen by no tracker (HOM-4, HOM-8, DET-8)', () => {
  it('HOM-8: the Homeless at the victim\'s house does not see the Poisoner come; HOM-4: at the Poisoner\'s he does not see him leave', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hom', 'watch', ['Red2']);
    g.ok('Poi', 'poison', ['Red2']);
    g.morning();
    expect(g.results('Hom')).toContainEqual({ kind: 'watch', target: 'Red2', visitors: [], left: false });
    const h = new Game(TABLE);
    h.night(1);
    h.ok('Hom', 'watch', ['Poi']);
    h.ok('Poi', 'poison', ['Com']);
    h.morning();
    expect(h.results('Hom')).toContainEqual({ kind: 'watch', target: 'Poi', visitors: [], left: false });
  });

  it('DET-8: tracked, a werewolf who used his special move stayed home; a mafioso\'s shot is still tracked (DET-4)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Poi', 'poison', ['Red2']);
    g.ok('Det', 'detect', ['Poi'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Poi', visited: [] });
    expect(g.results('Det')).not.toContainEqual({ kind: 'track', target: 'Poi', visited: ['Red2'] });
  });
});
