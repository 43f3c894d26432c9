import { describe, expect, it } from 'vitest';
import { methods, newGame, night, nightRows } from '../../../test/play';

describe.each(methods)('roleblocker, %s resolution', (resolution) => {
  it.each(
    nightRows('RB:roleblocker RB2:roleblocker Vig:vigilante SW:vigilante+strong-willed', { resolution }, [
      { name: 'stops the vigilante', lines: ['RB block Vig', 'Vig kill T1'], died: [] },
      { name: 'a blocked roleblocker frees the vigilante', lines: ['RB2 block RB', 'RB block Vig', 'Vig kill T1'], died: ['T1'] },
      { name: 'cannot stop a strong-willed vigilante', lines: ['RB block SW', 'SW kill T1'], died: ['T1'] },
      { name: "stops the mafia's killer", lines: ['RB block M1', 'M1 factional-kill T1'], died: [] },
      { name: 'blocking the other goon does not stop the kill', lines: ['RB block M2', 'M1 factional-kill T1'], died: ['T1'] },
    ]),
  )('$name', ({ run }) => run());

  it('a block on the roleblocker sent after his own block: RAR still frees the vigilante, the simple method does not', () => {
    const game = newGame('RB:roleblocker RB2:roleblocker Vig:vigilante', { resolution });
    expect(night(game, ['RB block Vig', 'Vig kill T1', 'RB2 block RB']).died).toEqual(resolution === 'rar' ? ['T1'] : []);
  });

  it('cannot block the passive paranoid gun owner (default ruling)', () => {
    const game = newGame('RB:roleblocker PGO:paranoid-gun-owner Cop:cop', { resolution });
    expect(night(game, ['RB block PGO', 'Cop investigate PGO']).died).toContain('Cop');
  });
});
