import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { sideOf, seatOf } from '../../model';
import { capacity } from '../../night/shots';

/**
 * Yakuza r.8 (part 2 §4.8, l.55): the head's daughter is the yakuza's Boss's son. The standard
 * table with the yakuza pair in the maniac's and the werewolf's seats, and the daughter as a
 * thirteenth player.
 */
const TABLE: Array<[string, string, string?]> = [
  ...STANDARD.map(([name, role, negative]): [string, string, string?] =>
    name === 'Man' ? ['Yak1', role, 'yakuza'] : name === 'Blk' ? ['Yak2', role, 'yakuza'] : [name, role, negative],
  ),
  ['Dau', 'citizen', 'head-daughter'],
];

describe('The head\'s daughter (yakuza r.8: the Boss\'s son\'s mirror)', () => {
  it('boss\'s son r.1–r.3 mirrored: a third yakuza on the maniac\'s side, one shot each (MAF-6)', () => {
    const g = new Game(TABLE);
    expect(sideOf(seatOf(g.state, 'Dau'))).toBe('maniac');
    expect(capacity(g.state, 'maniac')).toBe(3);
    g.night(1);
    expect(g.act('Dau', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    g.ok('Maf1', 'shoot', ['Red1']);
    g.night(2);
    g.ok('Dau', 'shoot', ['Red2'], { insurance: 'off' });
    g.ok('Com', 'check', ['Dau']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    // boss's son r.7: clean hands, red even the night she kills.
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Dau', colour: 'red' });
  });

  it('boss\'s son r.4 mirrored: while she lives a yakuza shot names its insurer, a living partner; the mafia\'s shots do not', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Inv']);
    g.night(2);
    expect(g.act('Yak1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'insurer-required' } });
    expect(g.act('Yak1', 'shoot', ['Red1'], { insurer: 'Maf1' })).toMatchObject({ ok: false, rejection: { code: 'insurer-required' } });
    g.ok('Yak1', 'shoot', ['Red1'], { insurer: 'Dau' });
    g.ok('Blo', 'block', ['Yak1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Dau')).toContainEqual(expect.objectContaining({ kind: 'victim-team', target: 'Red1' }));
  });

  it('boss\'s son r.8, r.9 mirrored: the yakuza side names a yakuza as her successor, who checks red once she is dead; the mafia names none', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Dau', 'name-successor', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'not-a-mafioso' } });
    expect(g.act('Maf1', 'name-successor', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.ok('Dau', 'name-successor', ['Yak1']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Dau'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Dau')).toBe(false);
    g.lynch('Red2');
    g.night(2);
    g.ok('Com', 'check', ['Yak1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Yak1', colour: 'red' });
  });

  it('she reddens a member of her intact pair (contract §7), not a mafioso', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Dau', 'redden', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'not-your-pair' } });
    g.ok('Dau', 'redden', ['Yak2']);
  });

  it('yakuza r.15: with her the yakuza keep their night until two of their blacks die', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Yak1'], { insurance: 'off' });
    g.morning();
    g.lynch('Maf2');
    g.night(2);
    // One mafioso against the daughter and a yakuza: the night passes to the yakuza side (r.9).
    expect(g.act('Maf1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    g.ok('Yak2', 'shoot', ['Red1'], { insurer: 'Dau' });
  });

  it('boss\'s son r.6 mirrored: the whole yakuza trio alive and one yakuza shot on the mafia\'s night, the third insures the mafia', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Inv']);
    g.morning();
    g.lynch('Red2');
    // Night 2 (the yakuza's): no shot, one in reserve (MAF-4).
    g.night(2);
    g.morning();
    g.lynch('Act');
    g.night(3);
    g.ok('Yak1', 'shoot', ['Red1'], { insurer: 'Yak2' });
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.ok('Dau', 'insure', ['Blo']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Doc')).toBe(true);
    expect(g.alive('Blo')).toBe(false);
  });
});
