import { describe, expect, it } from 'vitest';
import type { PollState } from '../../src/polls';
import { castBallot, tallyPoll, updateVoters, withdrawBallot } from '../../src/polls';
import { outcomeOf, seatPoll, voters, votes, withdraw } from './helpers';

// seed 001 rule 7: lynch needs floor(n/2)+1 of the living; one more vote on such a player locks.
const seven = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
const lynch = (seats = seven): PollState =>
  seatPoll(seats, { tally: { kind: 'majority', lock: true }, slots: [{ id: 'main', allowNone: true }] });

describe('majority of the living (seed 001 rule 7)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [7, 4],
    [8, 5],
    [13, 7],
  ])('with %i living voters the threshold is %i', (n, needed) => {
    const seats = Array.from({ length: n }, (_, i) => `p${i}`);
    expect(tallyPoll(lynch(seats)).needed).toBe(needed);
  });

  it.each([
    { name: 'a majority eliminates its target', lines: ['a>c', 'b>c', 'd>c', 'e>c'], outcome: { kind: 'selected', options: ['c'] } },
    { name: 'three of seven is no majority', lines: ['a>c', 'b>c', 'd>c', 'e>f'], outcome: { kind: 'no-decision', reason: 'no-majority' } },
    { name: 'no ballots is no elimination', lines: [], outcome: { kind: 'no-decision', reason: 'no-majority' } },
    { name: '"none" is counted like a target', lines: ['a>none', 'b>none', 'c>none', 'd>none', 'e>f'], outcome: { kind: 'selected', options: ['none'] } },
  ])('$name', ({ lines, outcome }) => {
    expect(outcomeOf(votes(lynch(), ...lines))).toEqual(outcome);
  });

  it('the threshold follows the voter list when a voter is removed mid-day', () => {
    let poll = votes(lynch(), 'a>c', 'b>c', 'd>c');
    expect(tallyPoll(poll).outcome).toEqual({ kind: 'no-decision', reason: 'no-majority' });
    // g is removed: n = 6, threshold 4 still; then f too: n = 5, threshold 3.
    poll = updateVoters(poll, voters('a', 'b', 'c', 'd', 'e'));
    expect(tallyPoll(poll).needed).toBe(3);
    expect(tallyPoll(poll).outcome).toEqual({ kind: 'selected', options: ['c'] });
  });

  it('ballots of a removed voter stop counting', () => {
    let poll = votes(lynch(), 'a>c', 'b>c', 'd>c', 'e>c');
    poll = updateVoters(poll, voters('b', 'c', 'd', 'e', 'f', 'g'));
    expect(tallyPoll(poll).totals.find((t) => t.option === 'c')?.total).toBe(3);
  });
});

describe('When a player with enough votes to be eliminated receives one more (the lock)', () => {
  const atThreshold = () => votes(lynch(), 'a>c', 'b>c', 'd>c', 'e>c');

  it('reaching the threshold alone does not lock', () => {
    expect(atThreshold().locked).toBeNull();
    expect(withdraw(atThreshold(), 'a').ballots).toHaveLength(3);
  });

  it('the additional vote locks the target', () => {
    expect(votes(atThreshold(), 'f>c').locked).toBe('c');
  });

  it.each(['a', 'f'])('%s can neither withdraw nor move a vote on the locked target', (voter) => {
    const poll = votes(atThreshold(), 'f>c');
    const withdrawn = withdrawBallot(poll, { voter, at: 99 });
    const moved = castBallot(poll, { voter, target: 'g', at: 99 });
    expect(withdrawn).toEqual({ ok: false, rejection: { code: 'vote-locked', params: { option: 'c' } } });
    expect(moved).toEqual({ ok: false, rejection: { code: 'vote-locked', params: { option: 'c' } } });
  });

  it('others may still vote, and the locked target is eliminated at close', () => {
    const poll = votes(atThreshold(), 'f>c', 'g>a');
    expect(withdraw(poll, 'g').ballots.some((b) => b.voter === 'g')).toBe(false);
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['c'] });
  });

  it('the lock stays when a voter of the locked target is removed', () => {
    const poll = updateVoters(votes(atThreshold(), 'f>c'), voters('b', 'c', 'd', 'e', 'f', 'g'));
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['c'] });
  });

  it('without `lock` the same votes stay movable (leader election, seed 003)', () => {
    const poll = votes(seatPoll(seven, { tally: { kind: 'majority' } }), 'a>c', 'b>c', 'd>c', 'e>c', 'f>c');
    expect(poll.locked).toBeNull();
    const moved = votes(poll, 'a>b');
    expect(moved.ballots.find((b) => b.voter === 'a')?.targets).toEqual(['b']);
    expect(outcomeOf(moved)).toEqual({ kind: 'selected', options: ['c'] });
  });
});
