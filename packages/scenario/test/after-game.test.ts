import { describe, expect, it } from 'vitest';
import { check, run, type Phase } from './helpers';

/** The goon (Ann) is mod-killed in night 1: the town wins at once. */
const ending: Phase = { phase: 'night', host: [{ command: 'modkill', target: 'Ann' }], expect: { winner: 'town' } };

describe('the afterGame block (the vote after the result, kernel after-game-vote.ts)', () => {
  it('plays ballots from players and the host, closes, and checks the count', () => {
    const block = {
      ballots: [
        { voter: 'Bob', names: ['Cat'] },
        { voter: 'Ann', names: ['Cat', 'Dan'] },
        { voter: 'host', names: ['Dan'] },
        { voter: 'Bob', names: ['Dan'] },
      ],
      close: {},
      expect: { closed: true, voters: 3, votes: { Cat: 2, Dan: 3 }, best: ['Cat', 'Dan'], ballots: { Bob: ['Cat', 'Dan'], host: ['Dan'] } },
    };
    expect(check([ending], { afterGame: block }).failures).toEqual([]);
    expect(run([ending], { afterGame: block }).output.afterGame?.closed?.best).toEqual(['Cat', 'Dan']);
  });

  it('reports each unmet expectation and unexpected refusal on its own line', () => {
    const block = {
      ballots: [{ voter: 'Bob', names: ['Zed'] }, { voter: 'Cat', names: ['Dan'] }],
      expect: { closed: true, best: ['Dan'], rejected: [{ voter: 'Cat', reason: 'game-over' }] },
    };
    expect(check([ending], { afterGame: block }).failures).toEqual([
      'afterGame.ballots[0]: unexpected rejection "unknown-seat" (voter Bob)',
      'afterGame.expect.closed: expected ended, got still open',
      'afterGame.expect: the vote has not ended, so it has no count yet (add `close:` or a ballot from everyone)',
      'afterGame.expect.rejected[0]: no rejection matches {"voter":"Cat","reason":"game-over"}; got {"entry":"afterGame.ballots[0]","voter":"Bob","reason":"unknown-seat"}',
    ]);
  });

  it('is a problem while the game goes on', () => {
    const going: Phase = { phase: 'night', actions: [{ actor: 'Ann', targets: ['Dan'] }] };
    expect(check([going], { afterGame: { ballots: [{ voter: 'Bob', names: ['Cat'] }] } }).failures).toEqual([
      'afterGame: the game has not ended, so there is no vote after it',
    ]);
  });
});

describe('expect.stepLengths (a step deadline after its start)', () => {
  it('reads each step opened in the span, in ms or with a unit', () => {
    const night: Phase = { phase: 'night', actions: [{ actor: 'Ann', targets: ['Dan'] }], expect: { stepLengths: { actions: '30s' } } };
    expect(run([night]).reports[0]?.stepLengths).toEqual({ actions: 30_000 });
    expect(check([night]).failures).toEqual([]);
    expect(check([{ ...night, expect: { stepLengths: { actions: 30_000 } } }]).failures).toEqual([]);
    expect(check([{ ...night, expect: { stepLengths: { actions: '1h' } } }]).failures).toEqual(['phases[0] (night 1) expect.stepLengths.actions: expected 3600000 ms, got 30000 ms']);
    expect(check([{ ...night, expect: { stepLengths: { actions: null } } }]).failures).toEqual(['phases[0] (night 1) expect.stepLengths.actions: expected no deadline, got 30000 ms']);
    expect(check([{ ...night, expect: { stepLengths: { dawn: 5 } } }]).failures).toEqual(['phases[0] (night 1) expect.stepLengths.dawn: step "dawn" did not open in this phase; opened: [actions]']);
  });
});
