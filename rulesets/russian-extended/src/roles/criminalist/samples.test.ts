import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Criminalist in Red2's seat. */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Red2' ? ['Crim', 'criminalist'] : [name, role, negative]));
const samples = (g: Game) => g.results('Crim').filter((r) => r['kind'] === 'sample');

/** Night 1: Maf1 kills Red1; day 2: the body is examined; the evening opens. */
function examinedRed1(): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
  g.morning();
  g.ok('Crim', 'examine', ['Red1']);
  g.to('evening');
  return g;
}

describe('Criminalist: the samples (r.4–r.11)', () => {
  it('r.4: the direct killer among the sampled players is caught in the morning; the others are clear', () => {
    const g = examinedRed1();
    g.ok('Crim', 'sample', ['Maf1', 'Doc'], { compare: [{ player: 'Maf1', corpse: 'Red1' }, { player: 'Doc', corpse: 'Red1' }] });
    g.night(2);
    expect(samples(g)).toEqual([]);
    g.morning();
    expect(samples(g)).toEqual([
      { kind: 'sample', target: 'Maf1', corpses: ['Red1'], caught: true },
      { kind: 'sample', target: 'Doc', corpses: ['Red1'], caught: false },
    ]);
  });

  it('r.5, r.6: three comparisons at most; one sample may be compared with several bodies, and the result does not say which', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    g.ok('Crim', 'examine', ['Red1']);
    g.lynch('Blk');
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.morning();
    g.ok('Crim', 'examine', ['Act']);
    g.to('evening');
    expect(
      g.act('Crim', 'sample', ['Man', 'Doc'], {
        compare: [{ player: 'Man', corpse: 'Red1' }, { player: 'Man', corpse: 'Act' }, { player: 'Doc', corpse: 'Red1' }, { player: 'Doc', corpse: 'Act' }],
      }),
    ).toMatchObject({ ok: false, rejection: { code: 'too-many-samples' } });
    g.ok('Crim', 'sample', ['Man'], { compare: [{ player: 'Man', corpse: 'Red1' }, { player: 'Man', corpse: 'Act' }] });
    g.night(3);
    g.morning();
    expect(samples(g)).toEqual([{ kind: 'sample', target: 'Man', corpses: ['Red1', 'Act'], caught: true }]);
  });

  it('r.7: a sampled player who dies in the night still gets his result', () => {
    const g = examinedRed1();
    g.ok('Crim', 'sample', ['Maf1'], { compare: [{ player: 'Maf1', corpse: 'Red1' }] });
    g.night(2);
    g.ok('Man', 'shoot', ['Maf1']);
    g.morning();
    expect(g.alive('Maf1')).toBe(false);
    expect(samples(g)).toEqual([{ kind: 'sample', target: 'Maf1', corpses: ['Red1'], caught: true }]);
  });

  it('r.9: only examined bodies; every sampled player is compared with one', () => {
    const g = examinedRed1();
    expect(g.act('Crim', 'sample', ['Maf1'], { compare: [{ player: 'Maf1', corpse: 'Blk' }] })).toMatchObject({ ok: false, rejection: { code: 'body-not-examined' } });
    expect(g.act('Crim', 'sample', ['Maf1', 'Doc'], { compare: [{ player: 'Maf1', corpse: 'Red1' }] })).toMatchObject({ ok: false, rejection: { code: 'sample-needs-comparisons' } });
    expect(g.act('Crim', 'sample', ['Maf1'], {})).toMatchObject({ ok: false, rejection: { code: 'sample-needs-comparisons' } });
  });

  it('r.10: the check is a night move: the blocker\'s arrest breaks it', () => {
    const g = examinedRed1();
    g.ok('Crim', 'sample', ['Maf1'], { compare: [{ player: 'Maf1', corpse: 'Red1' }] });
    g.night(2);
    g.ok('Blo', 'block', ['Crim'], { mode: 'arrest' });
    g.morning();
    expect(samples(g)).toEqual([]);
  });

  it('r.11: lynched at the vote, his successor receives the pending check', () => {
    const g = examinedRed1();
    g.ok('Crim', 'sample', ['Maf1'], { compare: [{ player: 'Maf1', corpse: 'Red1' }] });
    // The evening move is sent; the lynch of day 2 is over (T.16), so the successor is found at night.
    g.night(2);
    g.dispatch({ type: 'modkill', seat: 'Crim', reason: 'test' });
    g.morning();
    const heir = g.state.seats.find((s) => s.alive && s.role === 'criminalist');
    expect(heir?.id).toBe('Act');
    expect(g.results('Act').filter((r) => r['kind'] === 'sample')).toEqual([{ kind: 'sample', target: 'Maf1', corpses: ['Red1'], caught: true }]);
  });

  it('r.8: a body the poisoner\'s poison killed takes one sample only, compared with no other body', () => {
    const table = TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Poi', 'citizen', 'poisoner'] : [name, role, negative]));
    const g = new Game(table);
    g.night(1);
    g.ok('Poi', 'poison', ['Red1']);
    g.ok('Maf1', 'shoot', ['Det'], { insurance: 'off' });
    g.morning();
    g.ok('Crim', 'examine', ['Det']);
    g.lynch('Doc');
    g.night(2);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.ok('Crim', 'examine', ['Red1']);
    g.to('evening');
    expect(g.act('Crim', 'sample', ['Poi', 'Maf2'], { compare: [{ player: 'Poi', corpse: 'Red1' }, { player: 'Maf2', corpse: 'Red1' }] })).toMatchObject({ ok: false, rejection: { code: 'one-sample-for-this-body' } });
    expect(g.act('Crim', 'sample', ['Poi'], { compare: [{ player: 'Poi', corpse: 'Red1' }, { player: 'Poi', corpse: 'Det' }] })).toMatchObject({ ok: false, rejection: { code: 'one-sample-for-this-body' } });
    g.ok('Crim', 'sample', ['Poi', 'Maf1'], { compare: [{ player: 'Poi', corpse: 'Red1' }, { player: 'Maf1', corpse: 'Det' }] });
    g.night(3);
    g.morning();
    expect(samples(g)).toEqual([
      { kind: 'sample', target: 'Poi', corpses: ['Red1'], caught: true },
      { kind: 'sample', target: 'Maf1', corpses: ['Det'], caught: true },
    ]);
  });
});
