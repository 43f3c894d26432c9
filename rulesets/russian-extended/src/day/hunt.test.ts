import { castBallot, openPoll, type PollState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { huntVictims } from './hunt';

/** A witch hunt among seats, two names a ballot, as the ruleset opens it (WH-P1..WH-P6). */
function hunt(ballots: Array<[string, string[]]>): PollState {
  const seats = ['A', 'B', 'X', 'r1', 'r2', 'r3', 'b1', 'b2', 'b3', 'b4'];
  let poll = openPoll({
    id: 'hunt',
    voters: seats.map((seat) => ({ seat })),
    options: seats.map((seat) => ({ id: seat, seat })),
    slots: [{ id: 'main', maxTargets: 2, allowAbstain: true }],
    visibility: 'live',
    tally: { kind: 'plurality', places: 2, tieBreak: 'earliest-ballot-left-to-right' },
  });
  ballots.forEach(([voter, targets], at) => {
    const cast = castBallot(poll, { voter, targets, at });
    if (!cast.ok) throw new Error(cast.rejection.code);
    poll = cast.poll;
  });
  return poll;
}

describe('the witch hunt victims (WH-P4, WH-P5b, WH-P6, RED-2)', () => {
  it('RED-2 forces X; the second place goes to the earlier-voted of A and B, not to the seat order', () => {
    // A and B have four votes each, X three (all reds); B received his votes first.
    const poll = hunt([['b1', ['B', 'A']], ['b2', ['B', 'A']], ['b3', ['A', 'B']], ['b4', ['A', 'B']], ['r1', ['X']], ['r2', ['X']], ['r3', ['X']]]);
    expect(huntVictims(poll, ['X'])).toEqual(['X', 'B']);
  });

  it('without a forced player the two most-voted die', () => {
    const poll = hunt([['b1', ['B', 'A']], ['r1', ['A', 'X']], ['r2', ['B']]]);
    expect(huntVictims(poll, [])).toEqual(['A', 'B']);
  });

  it('two forced players take both places', () => {
    const poll = hunt([['r1', ['X', 'b1']], ['b2', ['A', 'B']]]);
    expect(huntVictims(poll, ['X', 'b1'])).toEqual(['X', 'b1']);
  });

  it('WH-P5c: tied across the cut, the players the judge voted against die first, not the earlier-voted', () => {
    // A, B and X have two votes each; A and B received theirs first; the judge (r3) named X.
    const poll = hunt([['b1', ['A', 'B']], ['b2', ['A', 'B']], ['r1', ['X']], ['r3', ['X']]]);
    expect(huntVictims(poll, [])).toEqual(['A', 'B']);
    expect(huntVictims(poll, [], ['X'])).toEqual(['X', 'A']);
  });

  it('WH-P5c: a target of the judge outside the tie changes nothing', () => {
    const poll = hunt([['b1', ['A', 'B']], ['b2', ['A', 'B']], ['r1', ['X']], ['r3', ['A']]]);
    expect(huntVictims(poll, [], ['A'])).toEqual(['A', 'B']);
  });
});
