import { describe, expect, it } from 'vitest';
import { MAX_BALLOT_CHANGES } from '../src/decide';
import { runtime } from './fixture';
import { play } from './play';

/**
 * Issue #13: one voter's changes to a poll are bounded, so toggling a vote cannot grow every
 * member's view (which carries the poll's history) without end.
 */
describe('Vote changes per voter per poll', () => {
  it(`refuses the change past ${MAX_BALLOT_CHANGES} history entries, for that voter only, changing nothing`, () => {
    const g = play(runtime, {});
    g.advanceTo('day');
    // Each cast after the first replaces the ballot: a withdrawal and a cast in the history.
    let accepted = 0;
    for (let i = 0; i < MAX_BALLOT_CHANGES; i++) {
      const refused = g.code({ type: 'cast-ballot', seat: 'a', poll: 'lynch', targets: [i % 2 === 0 ? 'c' : 'd'] });
      if (refused !== null) {
        expect(refused).toBe('too-many-vote-changes');
        break;
      }
      accepted += 1;
    }
    const lynch = () => g.game.state.polls.find((p) => p.spec.id === 'lynch');
    const entries = lynch()?.history.filter((h) => h.voter === 'a').length ?? 0;
    expect(entries).toBeGreaterThanOrEqual(MAX_BALLOT_CHANGES - 1);
    expect(entries).toBeLessThanOrEqual(MAX_BALLOT_CHANGES + 1);
    expect(accepted).toBeLessThan(MAX_BALLOT_CHANGES);
    const seq = g.game.state.seq;
    expect(g.code({ type: 'withdraw-ballot', seat: 'a', poll: 'lynch' })).toBe('too-many-vote-changes');
    expect(g.game.state.seq).toBe(seq);
    // Another voter is not affected.
    expect(g.code({ type: 'cast-ballot', seat: 'b', poll: 'lynch', targets: ['c'] })).toBeNull();
  });
});
