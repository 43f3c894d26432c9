import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('paranoid gun owner, %s resolution', (resolution) => {
  it.each([
    { lines: ['Cop investigate PGO'], died: ['Cop'] },
    { lines: ['Cop investigate PGO', 'Doc protect Cop'], died: [] },
    { lines: ['Cop investigate PGO', 'RB block Cop'], died: [] },
    { lines: ['M1 factional-kill PGO'], died: ['M1', 'PGO'] },
    { lines: ['Doc protect PGO', 'Cop investigate PGO'], died: ['Cop', 'Doc'] },
    { lines: [], died: [] },
  ])('$lines → died $died', ({ lines, died }) => {
    const game = newGame('PGO:paranoid-gun-owner Cop:cop Doc:doctor RB:roleblocker', { resolution });
    expect(night(game, lines).died).toEqual(died);
  });

  it('has nothing to send: the gun is passive', () => {
    const game = newGame('PGO:paranoid-gun-owner', { resolution });
    expect(night(game, ['PGO shoot-visitors T1']).rejected).toMatchObject([{ code: 'ability-is-passive' }]);
  });

  it('shoots every night, not once', () => {
    const game = newGame('PGO:paranoid-gun-owner V1:visitor V2:visitor', { resolution });
    expect(night(game, ['V1 visit PGO']).died).toEqual(['V1']);
    expect(night(game, ['V2 visit PGO']).died).toEqual(['V2']);
  });
});
