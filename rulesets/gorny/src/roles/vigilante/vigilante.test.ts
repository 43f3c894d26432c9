import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('vigilante, %s resolution', (resolution) => {
  it.each([
    { lines: ['Vig kill T1'], died: ['T1'] },
    { lines: ['Vig kill M1'], died: ['M1'] },
    { lines: ['Vig kill T1', 'RB block Vig'], died: [] },
    { lines: ['Vig kill Vest'], died: [] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('Vig:vigilante RB:roleblocker Vest:vanilla+bulletproof-1', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('shoots again the next night (no use limit)', () => {
    const game = newGame('Vig:vigilante T6:vanilla T7:vanilla', { resolution });
    night(game, ['Vig kill T1']);
    expect(night(game, ['Vig kill T2']).died).toEqual(['T2']);
  });
});

it('can never shoot himself', () => {
  expect(night(newGame('Vig:vigilante', { resolution: 'simple' }), ['Vig kill Vig']).rejected).toMatchObject([{ code: 'self-target-forbidden' }]);
});
