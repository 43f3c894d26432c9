import { describe, expect, it } from 'vitest';
import type { PollOutcome } from '../../src/polls';
import { castBallot, openPoll, runoffSpec, tallyPoll } from '../../src/polls';
import { outcomeOf, seatPoll, votes } from './helpers';

const five = ['a', 'b', 'c', 'd', 'e'];

describe('plurality', () => {
  it.each([
    { name: 'the most-voted option wins', lines: ['a>c', 'b>c', 'd>e'], outcome: { kind: 'selected', options: ['c'] } },
    { name: 'a tie at the top is reported, in option order', lines: ['a>e', 'b>c', 'd>e', 'e>c'], outcome: { kind: 'tie', selected: [], tied: ['c', 'e'], places: 1 } },
    { name: 'no ballots, no decision', lines: [], outcome: { kind: 'no-decision', reason: 'no-ballots' } },
    { name: '"none" wins like a target', lines: ['a>none', 'b>none', 'c>d'], outcome: { kind: 'selected', options: ['none'] } },
  ])('$name', ({ lines, outcome }) => {
    const poll = seatPoll(five, { slots: [{ id: 'main', allowNone: true }] });
    expect(outcomeOf(votes(poll, ...lines))).toEqual(outcome);
  });

  it.each([
    { minimum: 3, lines: ['a>c', 'b>c'], outcome: { kind: 'no-decision', reason: 'below-minimum' } },
    { minimum: 2, lines: ['a>c', 'b>c'], outcome: { kind: 'selected', options: ['c'] } },
  ])('with a minimum of $minimum', ({ minimum, lines, outcome }) => {
    expect(outcomeOf(votes(seatPoll(five, { tally: { kind: 'plurality', minimum } }), ...lines))).toEqual(outcome);
  });

  it('totals keep the spec option order whatever the casting order', () => {
    const poll = votes(seatPoll(five), 'a>e', 'b>c', 'c>a');
    expect(tallyPoll(poll).totals.map((t) => t.option)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('When a lynch ties, a revote among the tied (russian-extended-4 T-1, V-7)', () => {
  const tied = votes(seatPoll(five), 'a>b', 'b>a', 'c>a', 'd>b', 'e>e');
  const tie = tallyPoll(tied).outcome as Extract<PollOutcome, { kind: 'tie' }>;
  const revote = openPoll(runoffSpec(tied.spec, tie, { id: 'revote', allowAbstain: true }));

  it('offers only the tied, and the tied do not vote', () => {
    expect(tie).toEqual({ kind: 'tie', selected: [], tied: ['a', 'b'], places: 1 });
    expect(revote.spec.options.map((o) => o.id)).toEqual(['a', 'b']);
    expect(revote.spec.voters.map((v) => v.seat)).toEqual(['c', 'd', 'e']);
    expect(castBallot(revote, { voter: 'a', target: 'b', at: 1 })).toMatchObject({ rejection: { code: 'not-a-voter' } });
  });

  it.each([
    { lines: ['c>a', 'd>a', 'e>b'], outcome: { kind: 'selected', options: ['a'] } },
    // A second tie is "hard equality": reported, the ruleset decides (HE-1..HE-3).
    { lines: ['c>a', 'd>b', 'e>abstain'], outcome: { kind: 'tie', selected: [], tied: ['a', 'b'], places: 1 } },
  ])('revote $lines', ({ lines, outcome }) => {
    expect(outcomeOf(votes(revote, ...lines))).toEqual(outcome);
  });

  it('the tied may be allowed to vote', () => {
    const spec = runoffSpec(tied.spec, tie, { id: 'revote', tiedMayVote: true });
    expect(spec.voters).toHaveLength(5);
  });
});

describe('Mayor election (russian-extended-4 V-5, E-4, E-5)', () => {
  const election = () =>
    seatPoll(five, { slots: [{ id: 'main', noSelf: true, allowAbstain: true }], visibility: 'live' });

  it('rejects a self-vote and accepts an abstention', () => {
    expect(castBallot(election(), { voter: 'a', target: 'a', at: 1 })).toEqual({
      ok: false,
      rejection: { code: 'self-vote-forbidden', params: { option: 'a' } },
    });
    const poll = votes(election(), 'a>abstain', 'b>c');
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['c'] });
    expect(tallyPoll(poll).totals.reduce((s, t) => s + t.total, 0)).toBe(1);
  });

  it('a tie goes to a second round in which the tied may not vote; a second tie goes to the first ballot', () => {
    const first = votes(election(), 'a>b', 'b>c', 'c>b', 'd>c', 'e>abstain');
    const tie = tallyPoll(first).outcome as Extract<PollOutcome, { kind: 'tie' }>;
    expect(tie.tied).toEqual(['b', 'c']);
    const second = openPoll(
      runoffSpec(first.spec, tie, { id: 'round-2', tally: { kind: 'plurality', tieBreak: 'earliest-ballot' } }),
    );
    expect(second.spec.voters.map((v) => v.seat)).toEqual(['a', 'd', 'e']);
    // E-5: hard equality in round 2 goes to the candidate who received the very first vote.
    expect(outcomeOf(votes(second, 'd>c', 'a>b', 'e>abstain'))).toEqual({ kind: 'selected', options: ['c'] });
    expect(outcomeOf(votes(second, 'a>b', 'd>c'))).toEqual({ kind: 'selected', options: ['b'] });
  });
});
