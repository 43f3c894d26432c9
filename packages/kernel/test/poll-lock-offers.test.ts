import { describe, expect, it } from 'vitest';
import { availableCommands } from '../src';
import { runtime } from './fixture';
import { play } from './play';

/**
 * Seed 001 rule 7 (majority with lock): once a player at the mark gets one more vote he is locked
 * in; a ballot on him can be neither moved nor withdrawn. The commands a seat is offered follow:
 * no ballot command for a frozen ballot, the ordinary ones for everyone else (issue #21).
 */
const lynchCommands = (g: ReturnType<typeof play>, seat: string) =>
  availableCommands(runtime, g.game.state, seat)
    .filter((c) => (c.type === 'cast-ballot' || c.type === 'withdraw-ballot') && c.poll === 'lynch')
    .map((c) => c.type);

describe('offers after a lock', () => {
  it('a frozen ballot is offered nothing; a seat that has not voted may still vote', () => {
    const g = play(runtime);
    g.advanceTo('day');
    // Five living voters: the mark is 3; the fourth ballot on d locks d in.
    for (const voter of ['a', 'b', 'c']) expect(g.code({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['d'] })).toBeNull();
    expect(lynchCommands(g, 'a')).toEqual(['cast-ballot', 'withdraw-ballot']);
    expect(g.code({ type: 'cast-ballot', seat: 'e', poll: 'lynch', targets: ['d'] })).toBeNull();
    expect(g.game.state.polls.find((p) => p.spec.id === 'lynch')?.locked).toBe('d');
    for (const voter of ['a', 'b', 'c', 'e']) {
      expect(lynchCommands(g, voter)).toEqual([]);
      expect(g.code({ type: 'cast-ballot', seat: voter, poll: 'lynch', targets: ['b'] })).toBe('vote-locked');
    }
    expect(lynchCommands(g, 'd')).toEqual(['cast-ballot']);
    expect(g.code({ type: 'cast-ballot', seat: 'd', poll: 'lynch', targets: ['a'] })).toBeNull();
  });
});
