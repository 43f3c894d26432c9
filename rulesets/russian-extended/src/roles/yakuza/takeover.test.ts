import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the yakuza pair in place of the maniac and the werewolf (part 2 §4.8 r.1). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) =>
  name === 'Man' ? ['Yak1', role, 'yakuza'] : name === 'Blk' ? ['Yak2', role, 'yakuza'] : [name, role, negative],
);

describe('Yakuza: the two pairs (part 2 §4.8 r.9–r.11, r.17)', () => {
  it('r.9: one mafioso against the intact yakuza pair: the mafia night (odd) passes to the yakuza', () => {
    const g = new Game(TABLE);
    g.lynch('Maf2');
    g.night(3);
    expect(g.act('Maf1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    g.ok('Yak1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('r.9 "vice versa": one yakuza against the intact mafia pair: the yakuza night (even) passes to the mafia', () => {
    const g = new Game(TABLE);
    g.lynch('Yak2');
    g.night(2);
    expect(g.act('Yak1', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });

  it('r.9: the lone side\'s unrealised reserve shot passes to the pair with the night', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.bank('mafia')).toBe(1);
    g.lynch('Maf2');
    g.night(2);
    g.ok('Yak1', 'shoot', ['Red2']);
    g.ok('Yak2', 'shoot', ['Act']);
    g.morning();
    expect(g.alive('Red2')).toBe(false);
    expect(g.alive('Act')).toBe(false);
    expect(g.bank('mafia')).toBe(0);
  });

  it('r.10: the single shooter has no shot of his own but may insure the active pair with his own target', () => {
    const g = new Game(TABLE);
    g.lynch('Maf2');
    g.night(3);
    g.ok('Yak1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Maf1', 'insure', ['Red2']);
    g.ok('Blo', 'block', ['Yak1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
  });

  it('r.11: the single shooter\'s insuring shot at another black is skipped', () => {
    const g = new Game(TABLE);
    g.lynch('Maf2');
    g.night(3);
    g.ok('Yak1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Maf1', 'insure', ['Yak2']);
    g.ok('Blo', 'block', ['Yak1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Yak2')).toBe(true);
    expect(g.alive('Red1')).toBe(true);
  });

  it('r.17: in the extended format no takeover while a black of the other side lives', () => {
    const g = new Game([...TABLE, ['Red3', 'citizen'], ['Red4', 'citizen'], ['Red5', 'citizen'], ['Blk', 'citizen', 'none']], { format: 'extended' });
    g.lynch('Maf2');
    g.night(3);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
  });
});

describe('Yakuza: the merged pair (part 2 §4.8 r.18)', () => {
  it('r.18: a mafioso and a yakuza both left without partners redden one member of their new pair', () => {
    const g = new Game(TABLE);
    g.lynch('Maf2');
    g.night(2);
    g.lynch('Yak2');
    g.to('evening');
    expect(g.act('Yak1', 'redden', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'not-your-pair' } });
    g.ok('Maf1', 'redden', ['Yak1']);
    g.night(3);
    g.ok('Com', 'check', ['Yak1']);
    g.morning();
    expect(g.results('Com')).toContainEqual(expect.objectContaining({ kind: 'check', target: 'Yak1', colour: 'red' }));
  });
});
