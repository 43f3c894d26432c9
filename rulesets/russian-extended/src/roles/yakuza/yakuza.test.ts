import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the yakuza pair in place of the maniac and the werewolf (part 2 §4.8 r.1). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) =>
  name === 'Man' ? ['Yak1', role, 'yakuza'] : name === 'Blk' ? ['Yak2', role, 'yakuza'] : [name, role, negative],
);

describe('Yakuza (part 2 §4.8, l.55)', () => {
  it('r.2, r.7: on their (even) night the pair has one new shot, as the mafia (MAF-3): a second shooter is refused', () => {
    const g = new Game(TABLE);
    g.night(2);
    g.ok('Yak1', 'shoot', ['Red1']);
    expect(g.act('Yak2', 'shoot', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-shots' } });
    g.morning();
    expect(g.dead()).toEqual(['Red1']);
  });

  it('r.3: reddening needs the intact pair: with one yakuza left it is refused', () => {
    const g = new Game(TABLE);
    g.lynch('Yak2');
    g.to('evening');
    expect(g.act('Yak1', 'redden', ['Yak1'])).toMatchObject({ ok: false, rejection: { code: 'not-your-pair' } });
  });

  it('r.3, reading Yakuza A2: the reddening lasts one night only', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Yak1', 'redden', ['Yak1']);
    g.night(1);
    g.ok('Com', 'check', ['Yak1']);
    g.night(2);
    g.ok('Com', 'check', ['Yak1']);
    g.morning();
    const checks = g.results('Com').filter((r) => r['kind'] === 'check');
    expect(checks.map((c) => c['colour'])).toEqual(['red', 'black']);
  });

  it('r.5: once a yakuza died while both mafiosi live, the mafia takes over the reddening (of its own pair); before, it has none (A3)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Maf1', 'redden', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.lynch('Yak2');
    g.to('evening');
    expect(g.act('Maf1', 'redden', ['Yak1'])).toMatchObject({ ok: false, rejection: { code: 'not-your-pair' } });
    expect(g.act('Maf1', 'redden', ['Maf2']).ok).toBe(true);
  });

  it('r.6: in the extended format both intact pairs redden', () => {
    const g = new Game([...TABLE, ['Red3', 'citizen'], ['Red4', 'citizen'], ['Red5', 'citizen'], ['Blk', 'citizen', 'none']], { format: 'extended' });
    g.to('evening');
    expect(g.act('Maf1', 'redden', ['Maf1']).ok).toBe(true);
    expect(g.act('Yak1', 'redden', ['Yak2']).ok).toBe(true);
  });
});
