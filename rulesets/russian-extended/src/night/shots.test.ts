import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';
import { bankHeld, ownNight, prioritySide, shotsTonight } from './shots';

describe('whose night it is (MAF-1, MAN-1, MAF-2, MAN-2, EXT-4a)', () => {
  const game = new Game(STANDARD);
  it.each([
    { night: 1, mafia: true, maniac: false },
    { night: 2, mafia: false, maniac: true },
    { night: 3, mafia: true, maniac: false },
    { night: 4, mafia: false, maniac: true },
  ])('night $night: mafia $mafia, maniac $maniac', ({ night, mafia, maniac }) => {
    expect(ownNight(game.state, 'mafia', night)).toBe(mafia);
    expect(ownNight(game.state, 'maniac', night)).toBe(maniac);
  });

  it('K.1, K.2: the mafia has priority on odd nights, the maniac on even nights', () => {
    expect([1, 2, 3, 4].map(prioritySide)).toEqual(['mafia', 'maniac', 'mafia', 'maniac']);
  });

  it('EXT-4a: nights 1 and 2 of the extended format are shared; night 3 is the mafia\'s again', () => {
    const ext = new Game(STANDARD, { format: 'extended' });
    expect([1, 2, 3].map((n) => [ownNight(ext.state, 'mafia', n), ownNight(ext.state, 'maniac', n)])).toEqual([
      [true, true],
      [true, true],
      [true, false],
    ]);
  });

  it('MAF-2: once the maniac has left, the mafia shoots every night', () => {
    const g = new Game(STANDARD);
    g.dispatch({ type: 'modkill', seat: 'Man', reason: 'test' });
    expect([1, 2, 3, 4].map((n) => ownNight(g.state, 'mafia', n))).toEqual([true, true, true, true]);
  });
});

describe('shots held tonight', () => {
  it('a side holds its bank plus the new shot of its own night', () => {
    const g = new Game(STANDARD);
    g.dispatch({ type: 'modkill', seat: 'Red1', reason: 'setup' });
    expect(shotsTonight(g.state, 1)).toEqual({ mafia: 1, maniac: 0 });
    expect(shotsTonight(g.state, 2)).toEqual({ mafia: 0, maniac: 1 });
  });
});

describe('BLK-8: a side alone inherits the other side\'s unrealised shots', () => {
  it('the mafia leaves with a banked shot: the maniac holds it with his own, and the ledger moves it after the night', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.bank('mafia')).toBe(1);
    g.dispatch({ type: 'modkill', seat: 'Maf1', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'Maf2', reason: 'test' });
    expect(bankHeld(g.state, 'maniac')).toBe(1);
    expect(bankHeld(g.state, 'mafia')).toBe(0);
    // Night 3 would be odd; alone, the maniac shoots every night (MAN-2): new shot + inherited one.
    expect(shotsTonight(g.state, 3)).toEqual({ mafia: 0, maniac: 2 });
    g.night(2);
    g.morning();
    expect(g.bank('mafia')).toBe(0);
    expect(g.bank('maniac')).toBe(2);
  });
});
