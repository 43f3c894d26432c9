import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('redirector, %s resolution', (resolution) => {
  it.each([
    { lines: ['R redirect Vig T2', 'Vig kill T1'], died: ['T2'] },
    { lines: ['R redirect M1 T3', 'M1 factional-kill T1'], died: ['T3'] },
    { lines: ['R redirect Vig T2', 'Vig kill T1', 'RB block R'], died: ['T1'] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('R:redirector Vig:vigilante RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('redirects an investigation', () => {
    const game = newGame('R:redirector Cop:cop', { resolution });
    expect(night(game, ['R redirect Cop M1', 'Cop investigate T1']).results('Cop')).toEqual([{ kind: 'investigation', target: 'M1', value: 'mafia' }]);
  });
});
