import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the yakuza pair in the maniac's and the werewolf's seats (yakuza r.1). */
const YAKUZA: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) =>
  name === 'Man' ? ['Yak1', role, 'yakuza'] : name === 'Blk' ? ['Yak2', role, 'yakuza'] : [name, role, negative],
);

/** Night 1 the mafia kills Red1, day 2 lynches Maf2, night 2 the yakuza (the night is theirs, r.9) kill Inv, day 3 lynches Yak2. */
function mergedPairAtNight3(): Game {
  const g = new Game(YAKUZA);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
  g.morning();
  g.lynch('Maf2');
  g.night(2);
  g.ok('Yak1', 'shoot', ['Inv'], { insurance: 'off' });
  g.morning();
  g.lynch('Yak2');
  g.night(3);
  return g;
}

describe('Yakuza: insurance across the pairs (part 2 §4.8 r.12, r.13, r.19)', () => {
  it('r.19: in the mixed pair of r.18 the insurance fires although the main victim was saved', () => {
    const g = mergedPairAtNight3();
    expect(g.dead().sort()).toEqual(['Inv', 'Maf2', 'Red1', 'Yak2']);
    g.ok('Maf1', 'shoot', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Yak1', 'insure', ['Act']);
    g.morning();
    expect(g.alive('Red2')).toBe(true);
    expect(g.alive('Act')).toBe(false);
  });

  it('without the yakuza the other side\'s insurance after a saved victim does not fire (MAF-7, MAN-7)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    g.lynch('Red2');
    g.night(2);
    g.ok('Man', 'shoot', ['Act']);
    g.ok('Doc', 'heal', ['Act']);
    g.ok('Maf1', 'insure', ['Inv']);
    g.morning();
    expect(g.alive('Act')).toBe(true);
    expect(g.alive('Inv')).toBe(true);
  });

  it('r.13 needs both pairs intact: a lone yakuza facing the mafia pair gets no insurance after a save', () => {
    const g = new Game(YAKUZA);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    g.lynch('Yak2');
    g.night(2);
    // r.9: the mafia pair took the night; the lone yakuza insures it (r.10), with no shot of his own.
    g.ok('Maf1', 'shoot', ['Act'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Act']);
    g.ok('Yak1', 'insure', ['Inv']);
    g.morning();
    expect(g.alive('Act')).toBe(true);
    expect(g.alive('Inv')).toBe(true);
  });
});
