import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('doctor, %s resolution', (resolution) => {
  it.each([
    { lines: ['Doc protect T1', 'M1 factional-kill T1'], died: [] },
    { lines: ['Doc protect T2', 'M1 factional-kill T1'], died: ['T1'] },
    { lines: ['Doc protect T1', 'Vig kill T1'], died: [] },
    { lines: ['Doc protect T1', 'Vig kill T1', 'RB block Doc'], died: ['T1'] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('Doc:doctor Vig:vigilante RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('is told nothing about the night (method 1: "The doc does not get notice")', () => {
    const game = newGame('Doc:doctor', { resolution });
    expect(night(game, ['Doc protect T1', 'M1 factional-kill T1']).results('Doc')).toEqual([]);
  });
});

it('cannot protect himself under RAR (default ruling: no self-targeting)', () => {
  expect(night(newGame('Doc:doctor'), ['Doc protect Doc']).rejected).toMatchObject([{ code: 'self-target-forbidden' }]);
});
