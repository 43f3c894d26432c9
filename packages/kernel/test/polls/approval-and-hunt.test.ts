import { describe, expect, it } from 'vitest';
import type { Threshold, TieBreak } from '../../src/polls';
import { castBallot, openPoll, tallyPoll } from '../../src/polls';
import { outcomeOf, seatPoll, voters, votes } from './helpers';

const six = ['a', 'b', 'c', 'd', 'e', 'f'];

// russian-extended-4 WH-C3a: a witch hunt needs approval by at least 50% of the main players.
const approval = (threshold: Threshold) =>
  openPoll({
    id: 'approve-hunt',
    voters: voters(...six),
    options: [{ id: 'yes' }, { id: 'no' }],
    slots: [{ id: 'main' }],
    visibility: 'live',
    tally: { kind: 'approval', yes: 'yes', threshold },
  });

describe('approval poll with a threshold', () => {
  const half: Threshold = { kind: 'share', num: 1, den: 2, strict: false };
  const moreThanHalf: Threshold = { kind: 'share', num: 1, den: 2, strict: true };
  it.each([
    { threshold: half, yes: 3, passed: true, needed: 3 },
    { threshold: half, yes: 2, passed: false, needed: 3 },
    { threshold: moreThanHalf, yes: 3, passed: false, needed: 4 },
    { threshold: moreThanHalf, yes: 4, passed: true, needed: 4 },
    { threshold: { kind: 'count', atLeast: 2 } as Threshold, yes: 2, passed: true, needed: 2 },
  ])('$yes yes of 6 against $threshold.kind threshold: passed=$passed', ({ threshold, yes, passed, needed }) => {
    const lines = six.map((s, i) => `${s}>${i < yes ? 'yes' : 'no'}`);
    expect(outcomeOf(votes(approval(threshold), ...lines))).toEqual({ kind: 'approval', passed, yes, needed });
  });
});

describe('leader election needing more than 50% (seed 003 Leadership)', () => {
  const leader = () => seatPoll(['m1', 'm2', 'm3', 'm4'], { tally: { kind: 'majority' } });
  it.each([
    { lines: ['m1>m2', 'm2>m2', 'm3>m2'], outcome: { kind: 'selected', options: ['m2'] } },
    { lines: ['m1>m2', 'm2>m2', 'm3>m3', 'm4>m3'], outcome: { kind: 'no-decision', reason: 'no-majority' } },
  ])('$lines', ({ lines, outcome }) => {
    expect(outcomeOf(votes(leader(), ...lines))).toEqual(outcome);
  });
});

describe('witch hunt: two votes each, the top two eliminated (russian-extended-4 WH-P1..P5)', () => {
  const hunt = (tieBreak?: TieBreak) =>
    seatPoll(six, {
      slots: [{ id: 'main', maxTargets: 2, allowAbstain: true }],
      tally: tieBreak === undefined ? { kind: 'plurality', places: 2 } : { kind: 'plurality', places: 2, tieBreak },
    });

  it.each([
    { input: ['b', 'b'], code: 'duplicate-target' },
    { input: ['b', 'c', 'd'], code: 'too-many-targets' },
    { input: ['b', 'abstain'], code: 'abstain-with-targets' },
  ])('ballot $input is rejected with $code', ({ input, code }) => {
    expect(castBallot(hunt(), { voter: 'a', targets: input, at: 1 })).toMatchObject({ rejection: { code } });
  });

  it.each([
    { name: 'the two most-voted are selected', lines: ['a>b,c', 'b>c,d', 'd>b,c', 'e>f'], outcome: { kind: 'selected', options: ['b', 'c'] } },
    { name: 'one vote only is allowed (WH-P2)', lines: ['a>b', 'c>b', 'd>e'], outcome: { kind: 'selected', options: ['b', 'e'] } },
    { name: 'a tie across the cut is reported with the sure winner', lines: ['a>b,c', 'b>d,c', 'e>f'], outcome: { kind: 'tie', selected: ['c'], tied: ['b', 'd', 'f'], places: 1 } },
    { name: 'a tie for both places is reported', lines: ['a>f,e', 'b>d,c'], outcome: { kind: 'tie', selected: [], tied: ['c', 'd', 'e', 'f'], places: 2 } },
  ])('$name', ({ lines, outcome }) => {
    expect(outcomeOf(votes(hunt(), ...lines))).toEqual(outcome);
  });

  it('WH-P5b: with the earliest-ballot tie break, those who received votes earlier go first', () => {
    const poll = votes(hunt('earliest-ballot'), 'a>f,e', 'b>d,c');
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['e', 'f'] });
    const reordered = votes(hunt('earliest-ballot'), 'b>d,c', 'a>f,e');
    expect(outcomeOf(reordered)).toEqual({ kind: 'selected', options: ['c', 'd'] });
  });

  // WH-P6: "in technically disputed moments votes are counted left to right": the first name of a
  // ballot is the earlier vote. Places 2; d is sure with two votes, one place is left.
  it.each([
    { name: 'one ballot names both tied: the left name wins', tieBreak: 'earliest-ballot-left-to-right', lines: ['a>e,c', 'b>d', 'f>d'], selected: ['d', 'e'] },
    { name: 'the same ballot written the other way round', tieBreak: 'earliest-ballot-left-to-right', lines: ['a>c,e', 'b>d', 'f>d'], selected: ['c', 'd'] },
    { name: 'without left to right the names of one ballot count together (option order)', tieBreak: 'earliest-ballot', lines: ['a>e,c', 'b>d', 'f>d'], selected: ['c', 'd'] },
    { name: 'an earlier ballot still beats a left name of a later one', tieBreak: 'earliest-ballot-left-to-right', lines: ['a>c', 'b>e,d', 'f>d'], selected: ['c', 'd'] },
    { name: 'a second name of an earlier ballot beats the first name of a later one', tieBreak: 'earliest-ballot-left-to-right', lines: ['a>d,e', 'b>c,d'], selected: ['d', 'e'] },
  ] as const)('$name', ({ tieBreak, lines, selected }) => {
    expect(outcomeOf(votes(hunt(tieBreak), ...lines))).toEqual({ kind: 'selected', options: selected });
  });

  it('left to right keeps the ballot as written: a replaced ballot counts from its new place and order', () => {
    const poll = votes(hunt('earliest-ballot-left-to-right'), 'a>c,e', 'b>d', 'a>e,c', 'f>d');
    expect(outcomeOf(poll)).toEqual({ kind: 'selected', options: ['d', 'e'] });
  });

  it('an explicit abstention counts for nobody', () => {
    const poll = votes(hunt(), 'a>abstain', 'b>c');
    expect(tallyPoll(poll).totals.filter((t) => t.total !== 0)).toEqual([{ option: 'c', total: 1 }]);
  });
});
