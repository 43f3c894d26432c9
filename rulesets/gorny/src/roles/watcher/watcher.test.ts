import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('watcher, %s resolution', (resolution) => {
  it.each([
    { lines: ['W watch T1', 'M1 factional-kill T1', 'Doc protect T1'], result: [{ kind: 'watch', target: 'T1', visitors: ['Doc', 'M1'] }] },
    { lines: ['W watch T1'], result: [{ kind: 'watch', target: 'T1', visitors: [] }] },
    { lines: ['W watch T1', 'Doc protect T1', 'RB block Doc'], result: [{ kind: 'watch', target: 'T1', visitors: [] }] },
    { lines: ['W watch T1', 'Doc protect T1', 'RB block W'], result: [] },
  ])('$lines → $result', ({ lines, result }) => {
    const game = newGame('W:watcher Doc:doctor RB:roleblocker', { resolution });
    expect(night(game, lines).results('W')).toEqual(result);
  });
});
