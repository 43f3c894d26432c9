import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('visitor, %s resolution', (resolution) => {
  it('does nothing but can be seen by trackers and watchers', () => {
    const game = newGame('V:visitor Tr:tracker W:watcher', { resolution });
    const out = night(game, ['V visit T1', 'Tr track V', 'W watch T1']);
    expect(out.died).toEqual([]);
    expect(out.results('V')).toEqual([]);
    expect(out.results('Tr')).toEqual([{ kind: 'track', target: 'V', visited: ['T1'] }]);
    expect(out.results('W')).toEqual([{ kind: 'watch', target: 'T1', visitors: ['V'] }]);
  });
});
