import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Hom', 'homeless'] : row));

describe('Homeless (L25)', () => {
  it('HOM-2, HOM-4: the guests by name and whether the owner went out; HOM-6: the repeat the next night, then a free choice', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hom', 'watch', ['Com']);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Doc', 'heal', ['Com']);
    g.morning();
    expect(g.results('Hom')).toContainEqual({ kind: 'watch', target: 'Com', visitors: ['Doc'], left: true });
    g.lynch('Blk');
    g.night(2);
    expect(g.act('Hom', 'watch', ['Det'])).toMatchObject({ ok: false, rejection: { code: 'watch-repeat-night' } });
    g.morning();
    expect(g.results('Hom')).toContainEqual({ kind: 'watch', target: 'Com', visitors: [], left: false });
    g.lynch('Maf2');
    g.night(3);
    g.ok('Hom', 'watch', ['Det']);
  });

  it('HOM-9: at a saved victim\'s house the killer is not named', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hom', 'watch', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.results('Hom')).toContainEqual({ kind: 'watch', target: 'Red2', visitors: ['Doc'], left: false });
  });

  it('HOM-10 (readings HOM A1, A4 ★): drunk, a shot at him kills nobody, he learns nothing; not two nights running; HOM-11', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hom', 'drink', []);
    g.ok('Maf1', 'shoot', ['Hom'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Hom')).toBe(true);
    expect(g.results('Hom')).toEqual([]);
    g.lynch('Blk');
    g.night(2);
    expect(g.act('Hom', 'drink', [])).toMatchObject({ ok: false, rejection: { code: 'no-more-drinking' } });
  });
});
