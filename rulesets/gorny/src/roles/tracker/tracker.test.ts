import { describe, expect, it } from 'vitest';
import { methods, newGame, night } from '../../../test/play';

describe.each(methods)('tracker, %s resolution', (resolution) => {
  it.each([
    { lines: ['Tr track Vig', 'Vig kill T1'], result: [{ kind: 'track', target: 'Vig', visited: ['T1'] }] },
    { lines: ['Tr track Vig'], result: [{ kind: 'track', target: 'Vig', visited: [] }] },
    { lines: ['Tr track Vig', 'Vig kill T1', 'RB block Vig'], result: [{ kind: 'track', target: 'Vig', visited: [] }] },
    { lines: ['Tr track Vig', 'Vig kill T1', 'RB block Tr'], result: [] },
    { lines: ['Tr track M1', 'M1 factional-kill T2'], result: [{ kind: 'track', target: 'M1', visited: ['T2'] }] },
    { lines: ['Tr track M2', 'M1 factional-kill T2'], result: [{ kind: 'track', target: 'M2', visited: [] }] },
  ])('$lines → $result', ({ lines, result }) => {
    const game = newGame('Tr:tracker Vig:vigilante RB:roleblocker', { resolution });
    expect(night(game, lines).results('Tr')).toEqual(result);
  });

  it('does not see a passive: the gun owner "went nowhere" (and shot the tracker, who still learns it)', () => {
    const game = newGame('Tr:tracker PGO:paranoid-gun-owner', { resolution });
    const out = night(game, ['Tr track PGO']);
    expect(out.results('Tr')).toEqual([{ kind: 'track', target: 'PGO', visited: [] }]);
    expect(out.died).toEqual(['Tr']);
  });
});
