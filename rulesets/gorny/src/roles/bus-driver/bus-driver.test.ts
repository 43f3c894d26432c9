import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('bus driver, %s resolution', (resolution) => {
  it.each([
    { lines: ['BD swap T1 T2', 'M1 factional-kill T1'], died: ['T2'] },
    { lines: ['BD swap T1 T2', 'M1 factional-kill T3'], died: ['T3'] },
    { lines: ['BD swap T1 T2', 'RB block BD', 'M1 factional-kill T1'], died: ['T1'] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('BD:bus-driver Doc:doctor Vig:vigilante RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('swaps investigations too', () => {
    const game = newGame('BD:bus-driver Cop:cop', { resolution });
    expect(night(game, ['BD swap T1 M2', 'Cop investigate T1']).results('Cop')).toEqual([{ kind: 'investigation', target: 'M2', value: 'mafia' }]);
  });
});

describe('one swap moving both a save and a kill', () => {
  // Method 1 variant: "Caluin targets Leo (switched with Pyro) ... Pyro becomes the target of the doc save".
  it('simple method: the save follows the swap and stops the swapped kill', () => {
    const game = newGame('BD:bus-driver Doc:doctor Vig:vigilante', { resolution: 'simple' });
    expect(night(game, ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T1']).died).toEqual([]);
  });

  it('RAR rule 4: the swap already carries the kill, so it cannot also carry the save: T2 dies', () => {
    const game = newGame('BD:bus-driver Doc:doctor Vig:vigilante');
    expect(night(game, ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T1']).died).toEqual(['T2']);
  });
});

describe('RAR: the swap both ways', () => {
  it('the doctor protects T1 and the vigilante shoots T2 across a swap: T1 lives (rule 4)', () => {
    // The kill reaches T1 only through the swap, so the same swap cannot also take the save away.
    const game = newGame('BD:bus-driver Doc:doctor Vig:vigilante');
    expect(night(game, ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T2']).died).toEqual([]);
  });

  it('the simple method moves both, in order: T1 dies', () => {
    const game = newGame('BD:bus-driver Doc:doctor Vig:vigilante', { resolution: 'simple' });
    expect(night(game, ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T2']).died).toEqual(['T1']);
  });
});

describe('RAR: two bus drivers', () => {
  it('vigilante shoots B, swaps A<->B and B<->C: B dies (each swap counteracts the other)', () => {
    const game = newGame('A:vanilla B:vanilla C:vanilla V:vigilante X:bus-driver Y:bus-driver');
    expect(night(game, ['V kill B', 'X swap A B', 'Y swap B C']).died).toEqual(['B']);
  });

  it('vigilante shoots A, swaps A<->B and B<->C: the kill travels on, A and B live', () => {
    const game = newGame('A:vanilla B:vanilla C:vanilla V:vigilante X:bus-driver Y:bus-driver');
    expect(night(game, ['V kill A', 'X swap A B', 'Y swap B C']).died).toEqual(['C']);
  });
});
