import { describe, expect, it } from 'vitest';
import { methods, newGame, night, nightRows } from '../../../test/play';

describe.each(methods)('vigilante, %s resolution', (resolution) => {
  it.each(
    nightRows('Vig:vigilante RB:roleblocker Vest:vanilla+bulletproof-1', { resolution }, [
      { name: 'shoots a townie', lines: ['Vig kill T1'], died: ['T1'] },
      { name: 'shoots a goon', lines: ['Vig kill M1'], died: ['M1'] },
      { name: 'blocked, shoots no one', lines: ['Vig kill T1', 'RB block Vig'], died: [] },
      { name: 'a bulletproof vest stops the shot', lines: ['Vig kill Vest'], died: [] },
    ]),
  )('$name', ({ run }) => run());

  it('shoots again the next night (no use limit)', () => {
    const game = newGame('Vig:vigilante T6:vanilla T7:vanilla', { resolution });
    night(game, ['Vig kill T1']);
    expect(night(game, ['Vig kill T2']).died).toEqual(['T2']);
  });
});

it('can never shoot himself', () => {
  expect(night(newGame('Vig:vigilante', { resolution: 'simple' }), ['Vig kill Vig']).rejected).toMatchObject([{ code: 'self-target-forbidden' }]);
});
