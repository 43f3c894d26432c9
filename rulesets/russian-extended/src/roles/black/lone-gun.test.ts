import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** A table of one black werewolf (the poisoner or the executor) and reds: every other black is out. */
const table = (negative: string): Array<[string, string, string?]> => [
  ...STANDARD.filter(([, , n]) => n === undefined),
  ['Red3', 'citizen'],
  ['Wolf', 'citizen', negative],
];

describe('A lone werewolf takes a gun (poisoner r.11, executor r.17)', () => {
  it('poisoner r.11: with every other black out he shoots; a kill of a red', () => {
    const g = new Game(table('poisoner'));
    g.night(1);
    g.ok('Wolf', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('poisoner r.11: the gun instead of the poisoning, not with it (gun-or-move)', () => {
    const g = new Game(table('poisoner'));
    g.night(1);
    g.ok('Wolf', 'shoot', ['Red1']);
    expect(g.act('Wolf', 'poison', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'gun-or-move' } });
  });

  it('executor r.17: with every other black out he may kill instead of seizing; one shot a night', () => {
    const g = new Game(table('executor'));
    g.night(1);
    expect(g.act('Wolf', 'shoot', ['Red1', 'Red2'])).toMatchObject({ ok: false });
    g.ok('Wolf', 'seize', ['Red2']);
    expect(g.act('Wolf', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'gun-or-move' } });
  });

  it('executor r.17: the kill goes through', () => {
    const g = new Game(table('executor'));
    g.night(1);
    g.ok('Wolf', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('no gun while another black lives', () => {
    const g = new Game(STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Wolf', role, 'poisoner'] : [name, role, negative])));
    g.night(1);
    expect(g.act('Wolf', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-killer-move' } });
  });
});
