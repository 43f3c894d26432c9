import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('jailkeeper, %s resolution', (resolution) => {
  it.each([
    { lines: ['JK jail T1', 'M1 factional-kill T1'], died: [] },
    { lines: ['JK jail Vig', 'Vig kill T1'], died: [] },
    { lines: ['JK jail T1', 'M1 factional-kill T1', 'RB block JK'], died: ['T1'] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('JK:jailkeeper Vig:vigilante RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('a jailed cop learns nothing', () => {
    const game = newGame('JK:jailkeeper Cop:cop', { resolution });
    expect(night(game, ['JK jail Cop', 'Cop investigate M1']).results('Cop')).toEqual([]);
  });
});

it('RAR rule 4: vigilante shoots A, A (roleblocker) blocks B, B (jailkeeper) jails A: A dies', () => {
  const game = newGame('A:roleblocker B:jailkeeper V:vigilante');
  expect(night(game, ['V kill A', 'A block B', 'B jail A']).died).toEqual(['A']);
});
